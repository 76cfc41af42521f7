import { IconChevronRight } from '@tabler/icons-react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { BreadcrumbList } from 'schema-dts';

import { JsonLd } from '@/components/seo/json-ld';
import { absoluteUrl } from '@/lib/seo';
import type { RouteHref } from '@/routes/paths';

import { Link } from './link';

export type Crumb = { label: string; href: RouteHref };

/** On one line: the current title, which the heading repeats, gives way with an ellipsis. */
export async function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const [t, locale] = await Promise.all([getTranslations('shared.breadcrumbs'), getLocale()]);
  const crumbs: Crumb[] = [{ label: t('home'), href: '/' }, ...trail];
  return (
    <nav aria-label={t('label')}>
      <ol className="flex items-center gap-1 text-sm text-muted">
        {crumbs.map((crumb, index) => {
          const isCurrent = index === crumbs.length - 1;
          return (
            <li
              key={index}
              // As tall as a link from the start: a chevron that arrives before its link's text
              // stays where the text will centre it.
              className={`flex min-h-9 items-center gap-1 ${isCurrent ? 'min-w-0' : 'shrink-0'}`}
            >
              {index > 0 ? <IconChevronRight aria-hidden size={14} className="shrink-0" /> : null}
              {isCurrent ? (
                <span aria-current="page" className="truncate text-ink">
                  {crumb.label}
                </span>
              ) : (
                <Link
                  href={crumb.href}
                  className="inline-block py-2 underline-offset-4 hover:text-brand hover:underline"
                >
                  {crumb.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      <JsonLd<BreadcrumbList>
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: crumbs.map((crumb, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: crumb.label,
            item: absoluteUrl(crumb.href, locale),
          })),
        }}
      />
    </nav>
  );
}
