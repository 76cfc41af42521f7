'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';

import { usePrefetchAllowed } from './use-prefetch-allowed';

type PrefetchLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & {
  /** A finished path of the site (`Link` and `resolveRoute` make them on the server). */
  href: string;
};

export function PrefetchLink(props: PrefetchLinkProps) {
  const prefetchAllowed = usePrefetchAllowed();
  // `null` is next/link's default: prefetch when the link becomes visible.
  return <NextLink {...props} prefetch={prefetchAllowed ? null : false} />;
}
