'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';

import { PrefetchLink } from './prefetch-link';

type SectionLinkProps = ComponentProps<typeof PrefetchLink> & {
  /** The section's path as Next names it when prerendering (`/de/services`); either counts. */
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

/** Marked current after client-side navigations too, which do not render the header again. */
export function SectionLink({ internalHref, ...props }: SectionLinkProps) {
  const current = currentness(usePathname(), [props.href, internalHref]);
  return <PrefetchLink {...props} aria-current={current} />;
}
