'use client';

import NextLink from 'next/link';
import { useParams } from 'next/navigation';
import type { ComponentProps } from 'react';

import { type Locale, locales, defaultLocale } from '@/i18n/locales';
import { checkHref } from '@/lib/safe-href';
import { localizedPath, type RouteHref } from '@/routes/paths';
import { isDynamicPathname, isPathname, localesOf } from '@/routes/registry';

import { usePrefetchAllowed } from './use-prefetch-allowed';

type AnchorProps = Omit<ComponentProps<'a'>, 'href'>;

export type LinkProps =
  | (AnchorProps & {
      /** A route of the table, localized for the current (or the given) locale. */
      href: RouteHref;
      locale?: Locale;
      external?: false;
    })
  | (AnchorProps & {
      /** A raw path or URL, from content for example; checked before it is rendered. */
      href: string;
      locale?: never;
      /** Allows the URL to leave the site; it then opens without referrer or opener. */
      external?: boolean;
    });

function isRoute(href: RouteHref | string): href is RouteHref {
  return typeof href !== 'string' || (isPathname(href) && !isDynamicPathname(href));
}

function useCurrentLocale(): Locale {
  // Outside the app router (a test rendering Markdown, say) there are no params.
  const locale = useParams<{ locale?: string }>()?.locale;
  return locales.find((candidate) => candidate === locale) ?? defaultLocale;
}

/**
 * The one link component of the site. It localizes routes of the table, refuses hrefs with a
 * script-bearing scheme and any external URL that the caller has not marked as external, and
 * skips prefetching on slow or data-saving connections.
 */
export function Link({ href, locale, external, children, ...anchorProps }: LinkProps) {
  const currentLocale = useCurrentLocale();
  const prefetchAllowed = usePrefetchAllowed();
  // `null` is next/link's default: prefetch when the link becomes visible.
  const prefetch = prefetchAllowed ? null : false;

  if (isRoute(href)) {
    const target = typeof href === 'string' ? { pathname: href } : href;
    const wanted = locale ?? currentLocale;
    // A page that does not exist in the wanted language (English-only pages) is linked in English.
    const linkLocale = localesOf(target.pathname).includes(wanted) ? wanted : defaultLocale;
    const path = localizedPath(target.pathname, linkLocale, target.params);
    return (
      <NextLink
        href={path}
        prefetch={prefetch}
        {...(linkLocale === currentLocale ? {} : { hrefLang: linkLocale })}
        {...anchorProps}
      >
        {children}
      </NextLink>
    );
  }

  const verdict = checkHref(href, { external });
  switch (verdict.kind) {
    case 'internal':
      return (
        <NextLink href={verdict.href} prefetch={prefetch} {...anchorProps}>
          {children}
        </NextLink>
      );
    case 'external':
      return (
        <a href={verdict.href} rel="noopener noreferrer" {...anchorProps}>
          {children}
        </a>
      );
    case 'refused':
      if (process.env.NODE_ENV !== 'production') {
        console.warn(`Link refused (${verdict.reason}): ${JSON.stringify(href)}`);
      }
      return <span className={anchorProps.className}>{children}</span>;
  }
}
