'use client';

import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';

import { getPathname } from '@/i18n/navigation';
import { pathnames, type Locale } from '@/i18n/routing';
import { checkHref } from '@/lib/safe-href';

import { usePrefetchAllowed } from './use-prefetch-allowed';

export type RouteHref = Parameters<typeof getPathname>[0]['href'];
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

/** A static route of the table, written as its internal pathname (`'/about'`). */
function isStaticRoute(href: string): boolean {
  return Object.hasOwn(pathnames, href) && !href.includes('[');
}

/**
 * The one link component of the site. It localizes routes of the table, refuses hrefs with a
 * script-bearing scheme and any external URL that the caller has not marked as external, and
 * skips prefetching on slow or data-saving connections.
 */
export function Link({ href, locale, external, children, ...anchorProps }: LinkProps) {
  const currentLocale = useLocale();
  const prefetchAllowed = usePrefetchAllowed();
  // `null` is next/link's default: prefetch when the link becomes visible.
  const prefetch = prefetchAllowed ? null : false;

  if (typeof href !== 'string' || isStaticRoute(href)) {
    // The unprefixed path even for the default locale (next-intl's Link would write `/en/…`
    // to switch locale; here the switcher stores the choice itself), always with the slash.
    const path = getPathname({ href: href as RouteHref, locale: locale ?? currentLocale });
    return (
      <NextLink href={path.endsWith('/') ? path : `${path}/`} prefetch={prefetch} {...anchorProps}>
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
