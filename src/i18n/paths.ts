import { pathnames, routing, type Locale, type Pathname } from './routing';

/** Pathnames of the route table that take no dynamic parameter. */
export type StaticPathname = {
  [P in Pathname]: P extends `${string}[${string}]${string}` ? never : P;
}[Pathname];

/** A route of the table: a static pathname, or a pathname with the values of its params. */
export type RouteHref = StaticPathname | { pathname: Pathname; params?: Record<string, string> };

/**
 * The public path of a route, with locale prefix, params filled in and the mandatory trailing
 * slash. next-intl's `getPathname` computes the same (a unit test checks that both agree on
 * every route) but needs its React navigation module, which would add next-intl's client bundle
 * to every page and cannot run in the proxy; this one is a pure function.
 */
export function localizedPath(
  pathname: Pathname,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  const entry = pathnames[pathname];
  const template = typeof entry === 'string' ? entry : entry[locale];
  const path = template.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing param "${name}" for ${pathname}`);
    return encodeURIComponent(value);
  });
  const prefix = locale === routing.defaultLocale ? '' : `/${locale}`;
  return `${prefix}${path === '/' ? '' : path}/`;
}
