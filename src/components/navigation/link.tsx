import 'server-only';

import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';

import { type Locale, defaultLocale } from '@/i18n/locales';
import { checkHref } from '@/lib/safe-href';
import { localizedPath, type RouteHref } from '@/routes/paths';
import { isDynamicPathname, isPathname, localesOf } from '@/routes/registry';

import { PrefetchLink } from './prefetch-link';

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

/** A route's path in `wanted` and the language of that page: English for English-only pages. */
export function resolveRoute(href: RouteHref, wanted: Locale): { path: string; locale: Locale } {
  const target = typeof href === 'string' ? { pathname: href } : href;
  const locale = localesOf(target.pathname).includes(wanted) ? wanted : defaultLocale;
  return { path: localizedPath(target.pathname, locale, target.params), locale };
}

function RouteLink({
  href,
  locale,
  ...anchorProps
}: AnchorProps & { href: RouteHref; locale?: Locale }) {
  const current = useLocale();
  const target = resolveRoute(href, locale ?? current);
  return (
    <PrefetchLink
      href={target.path}
      {...(target.locale === current ? {} : { hrefLang: target.locale })}
      {...anchorProps}
    />
  );
}

/**
 * Resolved on the server, so that the browser gets paths, not the route table; it refuses
 * script-bearing schemes and unmarked external URLs.
 */
export function Link({ href, locale, external, children, ...anchorProps }: LinkProps) {
  if (isRoute(href)) {
    return (
      <RouteLink href={href} locale={locale} {...anchorProps}>
        {children}
      </RouteLink>
    );
  }

  const verdict = checkHref(href, { external });
  switch (verdict.kind) {
    case 'internal':
      return (
        <PrefetchLink href={verdict.href} {...anchorProps}>
          {children}
        </PrefetchLink>
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
