'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

import { PrefetchLink } from './prefetch-link';

type SectionLinkProps = ComponentProps<typeof PrefetchLink> & {
  /**
   * The section's path as Next names it while a page is prerendered (`/de/services`); `href` is
   * the one the browser shows (`/de/dienstleistungen/`). The page is in the section by either.
   */
  internalHref: string;
};

/** `'page'` on the section's own page, `'true'` on a page inside it, else nothing. */
function currentness(pathname: string, sectionPaths: string[]): 'page' | 'true' | undefined {
  const path = pathname.replace(/\/$/, '');
  for (const section of sectionPaths.map((candidate) => candidate.replace(/\/$/, ''))) {
    if (path === section) return 'page';
    if (path.startsWith(`${section}/`)) return 'true';
  }
  return undefined;
}

/**
 * A link of the main navigation that tells where the visitor is: its page and the pages inside
 * it are marked current, in the prerendered HTML and after every client-side navigation (the
 * header belongs to the layout, which a navigation does not render again).
 */
export function SectionLink({ internalHref, ...props }: SectionLinkProps) {
  const current = currentness(usePathname(), [props.href, internalHref]);
  return <PrefetchLink {...props} aria-current={current} />;
}
