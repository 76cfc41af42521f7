import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';

import { Link } from '@/components/navigation/link';
import type { RouteHref } from '@/routes/paths';

import { pageWindow } from './page-window';

type Props = {
  label: string;
  previousLabel: string;
  nextLabel: string;
  pageLabel: (page: number) => string;
  current: number;
  total: number;
  hrefFor: (page: number) => RouteHref;
};

/**
 * Real URLs, but only around the current page (`pageWindow`), so that list pages do not grow with
 * the blog; "Older" and "Newer" reach every page.
 */
export function Pagination({
  label,
  previousLabel,
  nextLabel,
  pageLabel,
  current,
  total,
  hrefFor,
}: Props) {
  if (total <= 1) return null;
  const item =
    'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-full border px-3 font-medium';
  return (
    <nav aria-label={label} className="mt-12">
      {/* Aligned to the start: in a centred row each link that arrives on a slow connection
          would move the ones before it. */}
      <ul className="flex flex-wrap items-center gap-2">
        {current > 1 ? (
          <li>
            <Link
              href={hrefFor(current - 1)}
              rel="prev"
              className={`${item} border-line hover:border-brand`}
            >
              <IconArrowLeft aria-hidden size={18} />
              {previousLabel}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, total).map((page, index) =>
          page === 'gap' ? (
            // Pages left out; the links around it say which pages they are.
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={hrefFor(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={pageLabel(page)}
                className={`${item} ${page === current ? 'border-brand bg-brand text-on-brand' : 'border-line hover:border-brand'}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link
              href={hrefFor(current + 1)}
              rel="next"
              className={`${item} border-line hover:border-brand`}
            >
              {nextLabel}
              <IconArrowRight aria-hidden size={18} />
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
