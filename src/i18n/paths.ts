import { pathnames, routing, type Locale, type Pathname } from './routing';

/** Pathnames of the route table that take no dynamic parameter. */
export type StaticPathname = {
  [P in Pathname]: P extends `${string}[${string}]${string}` ? never : P;
}[Pathname];

/**
 * The public path of a static route, with locale prefix and the mandatory trailing slash. This is
 * what next-intl's `getPathname` returns; it is repeated here without React so that the proxy and
 * the redirect rules can use it (the unit tests check that both agree on every route).
 */
export function localizedPath(pathname: StaticPathname, locale: Locale): string {
  const entry = pathnames[pathname];
  const path = typeof entry === 'string' ? entry : entry[locale];
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return `${prefix}${path === '/' ? '' : path}/`;
}
