import { defaultLocale, locales, splitLocale, type Locale } from '@/i18n/locales';

import { localizedPath } from './paths';
import { localesOf, pathnames, pathTemplate, type Pathname } from './registry';

export { splitLocale } from '@/i18n/locales';

export type RouteMatch = {
  locale: Locale;
  pathname: Pathname;
  params: Record<string, string>;
};

type CompiledRoute = {
  locale: Locale;
  pathname: Pathname;
  pattern: RegExp;
  paramNames: string[];
};

function compile(template: string): { pattern: RegExp; paramNames: string[] } {
  const paramNames: string[] = [];
  const source = template
    .split('/')
    .map((segment) => {
      const param = /^\[([a-zA-Z]+)\]$/.exec(segment);
      if (!param?.[1]) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      paramNames.push(param[1]);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source === '' ? '' : source}/?$`), paramNames };
}

const compiledRoutes: CompiledRoute[] = locales.flatMap((locale) =>
  pathnames.flatMap((pathname) => {
    const template = pathTemplate(pathname, locale);
    if (template === undefined) return [];
    return [{ locale, pathname, ...compile(template === '/' ? '' : template) }];
  }),
);

/** Null where no route of the path's language matches: the proxy answers the localized 404. */
export function matchRoute(path: string): RouteMatch | null {
  const { locale, rest } = splitLocale(path);
  return firstMatch(
    compiledRoutes.filter((route) => route.locale === locale),
    locale,
    rest,
  );
}

function firstMatch(
  routes: ReadonlyArray<{ pathname: Pathname; pattern: RegExp; paramNames: string[] }>,
  locale: Locale,
  rest: string,
): RouteMatch | null {
  for (const route of routes) {
    const found = route.pattern.exec(rest === '/' ? '' : rest);
    if (!found) continue;
    const values = found.slice(1).map(safeDecode);
    if (values.some((value) => value === null)) return null;
    const params = Object.fromEntries(route.paramNames.map((name, index) => [name, values[index]]));
    return { locale, pathname: route.pathname, params: params as Record<string, string> };
  }
  return null;
}

function safeDecode(value: string | undefined): string | null {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return null; // Malformed percent-encoding names no entry.
  }
}

/** Every route's folder path (`/services/[service]`), which Next renders under `/<locale>…`. */
const compiledFolders = pathnames.map((pathname) => ({
  pathname,
  ...compile(pathname === '/' ? '' : pathname),
}));

/** Internal paths too (`/de/about`), which a client component sees while a page is prerendered. */
export function matchAnyPath(path: string): RouteMatch | null {
  return matchRoute(path) ?? matchInternalPath(path);
}

/** The path Next renders a match under (`/de/services/web-applications`), the proxy's rewrite. */
export function internalPathOf({ locale, pathname, params }: RouteMatch): string {
  const filled = pathname.replace(/\[([a-zA-Z]+)\]/g, (_, name: string) => params[name] ?? '');
  return `/${locale}${filled === '/' ? '' : filled}`;
}

function matchInternalPath(path: string): RouteMatch | null {
  const locale = locales.find(
    (candidate) => path === `/${candidate}` || path.startsWith(`/${candidate}/`),
  );
  if (!locale) return null;
  const folders = compiledFolders.filter((folder) => localesOf(folder.pathname).includes(locale));
  return firstMatch(folders, locale, path.slice(locale.length + 1));
}

/**
 * `usePathname()` gives the internal path while prerendering. A path of no route (`/de/404`) keeps
 * its own, without the default locale's prefix, which the site redirects away.
 */
export function publicPathOf(path: string): string {
  const match = matchAnyPath(path);
  if (match) return localizedPath(match.pathname, match.locale, match.params);
  const prefix = `/${defaultLocale}`;
  const unprefixed =
    path === prefix || path.startsWith(`${prefix}/`) ? path.slice(prefix.length) || '/' : path;
  return unprefixed.endsWith('/') ? unprefixed : `${unprefixed}/`;
}

/** The locale switcher's target: the same route and params in `target`, else its home page. */
export function counterpartPath(match: RouteMatch | null, target: Locale): string {
  if (!match || !localesOf(match.pathname).includes(target)) return localizedPath('/', target);
  return localizedPath(match.pathname, target, match.params);
}
