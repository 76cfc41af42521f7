import { defaultLocale, type Locale, locales } from '@/i18n/locales';
import type { Pathname } from '@/routes/registry';
import { listSitePages, pagePath, type SitePage } from '@/routes/site-pages';

export type PageCase = {
  pathname: Pathname;
  locale: Locale;
  params: Record<string, string>;
  /** The public path, e.g. `/de/dienstleistungen/web-applications/`. */
  path: string;
  exists: boolean;
};

function casesOf(page: SitePage): PageCase[] {
  return locales.map((locale) => ({
    pathname: page.pathname,
    locale,
    params: page.params,
    // A page missing in a language is asked for at its English path under that language's prefix.
    path: page.locales.includes(locale)
      ? pagePath(page, locale)
      : `/${locale}${pagePath(page, defaultLocale)}`,
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
