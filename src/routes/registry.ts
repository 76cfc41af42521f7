import type { Locale } from '@/i18n/locales';

import { routes, type ParamSource, type RouteDefinition, type SeoPage } from './table';

export type { ParamSource, SeoPage } from './table';

export type Pathname = keyof typeof routes;

export type StaticPathname = {
  [P in Pathname]: P extends `${string}[${string}]${string}` ? never : P;
}[Pathname];

export type DynamicPathname = Exclude<Pathname, StaticPathname>;

export type RouteHref = StaticPathname | { pathname: Pathname; params?: Record<string, string> };

const definitions: Readonly<Record<Pathname, RouteDefinition>> = routes;

export function isDynamicPathname(pathname: Pathname): pathname is DynamicPathname {
  return pathname.includes('[');
}

export const pathnames = Object.keys(routes) as Pathname[];

export function isPathname(name: string): name is Pathname {
  return Object.hasOwn(routes, name);
}

export function pathTemplate(pathname: Pathname, locale: Locale): string | undefined {
  return definitions[pathname].paths[locale];
}

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
