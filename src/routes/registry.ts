import type { Locale } from '@/i18n/locales';

import { routes, type ParamSource, type RouteDefinition, type SeoPage } from './table';

export type { ParamSource, SeoPage } from './table';

export type Pathname = keyof typeof routes;

/** The routes that take no dynamic parameter. */
export type StaticPathname = {
  [P in Pathname]: P extends `${string}[${string}]${string}` ? never : P;
}[Pathname];

/** The routes whose params name entries of a collection. */
export type DynamicPathname = Exclude<Pathname, StaticPathname>;

/** A route of the table: a static pathname, or a pathname with the values of its params. */
export type RouteHref = StaticPathname | { pathname: Pathname; params?: Record<string, string> };

const definitions: Readonly<Record<Pathname, RouteDefinition>> = routes;

export function isDynamicPathname(pathname: Pathname): pathname is DynamicPathname {
  return pathname.includes('[');
}

export const pathnames = Object.keys(routes) as Pathname[];

export function isPathname(name: string): name is Pathname {
  return Object.hasOwn(routes, name);
}

/** The path template of a route in a locale, or undefined where the language has no such page. */
export function pathTemplate(pathname: Pathname, locale: Locale): string | undefined {
  return definitions[pathname].paths[locale];
}

/** The locales a route exists in. */
export function localesOf(pathname: Pathname): Locale[] {
  return Object.keys(definitions[pathname].paths) as Locale[];
}

export function visibilityOf(pathname: Pathname): NonNullable<RouteDefinition['visibility']> {
  return definitions[pathname].visibility ?? 'listed';
}

/** Whether search engines may list a page and the sitemap names it. */
export function isIndexable(pathname: Pathname): boolean {
  return visibilityOf(pathname) === 'listed';
}

/** The error-reporting test pages. */
export const diagnosticPathnames = pathnames.filter(
  (pathname) => visibilityOf(pathname) === 'diagnostic',
);

/** A static page's entry in the `seo` messages, which the type checker makes every one name. */
export function seoPageOf(pathname: StaticPathname): SeoPage {
  return routes[pathname].seo;
}

/** The collection a dynamic route's params come from (every dynamic route must name one). */
export function paramSourceOf(pathname: DynamicPathname): ParamSource {
  return routes[pathname].params;
}
