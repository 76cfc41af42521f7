import { pathnames, routing, type Locale, type Pathname } from './routing';

/** Pathnames of the route table that take no dynamic parameter. */
export type StaticPathname = {
  [P in Pathname]: P extends `${string}[${string}]${string}` ? never : P;
}[Pathname];

/**
 * The public path of a route, with locale prefix, params filled in and the mandatory trailing
 * slash. This is what next-intl's `getPathname` returns; it is repeated here without React so
 * that the proxy and the redirect rules can use it (a unit test checks both agree on every route).
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
