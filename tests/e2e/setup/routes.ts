import { routing, type Locale, type Pathname } from '@/i18n/routing';
import { listSitePages, pagePath, type SitePage } from '@/lib/site-pages';

export type PageCase = {
  pathname: Pathname;
  locale: Locale;
  params: Record<string, string>;
  /** The public path, e.g. `/de/dienstleistungen/web-applications/`. */
  path: string;
  exists: boolean;
};

function casesOf(page: SitePage): PageCase[] {
  return routing.locales.map((locale) => ({
    pathname: page.pathname,
    locale,
    params: page.params,
    path: pagePath(page, locale),
    exists: page.locales.includes(locale),
  }));
}

/** One page per route of the table (dynamic routes with their first entry), in every locale. */
export function allPages(): PageCase[] {
  const seen = new Set<Pathname>();
  return listSitePages()
    .filter((page) => !seen.has(page.pathname) && seen.add(page.pathname))
    .flatMap(casesOf);
}

/** Every page of the site in every locale it exists in. */
export function everyPage(): PageCase[] {
  return listSitePages()
    .flatMap(casesOf)
    .filter((page) => page.exists);
}
