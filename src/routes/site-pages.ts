import type { Locale } from '@/i18n/locales';

import { paramsOf } from './params';
import { localizedPath } from './paths';
import { isDynamicPathname, localesOf, pathnames, visibilityOf, type Pathname } from './registry';

export type SitePage = {
  pathname: Pathname;
  params: Record<string, string>;
  /** The languages the page exists in. */
  locales: readonly Locale[];
};

/**
 * Every page of the site but the diagnostics: each route of the table with each of its params.
 * The sitemap, the share images and the tests list pages from here.
 */
export function listSitePages(): SitePage[] {
  return pathnames
    .filter((pathname) => visibilityOf(pathname) !== 'diagnostic')
    .flatMap((pathname) => {
      const locales = localesOf(pathname);
      const paramSets = isDynamicPathname(pathname) ? paramsOf(pathname) : [{}];
      return paramSets.map((params) => ({ pathname, params, locales }));
    });
}

export function pagePath(page: SitePage, locale: Locale): string {
  return localizedPath(page.pathname, locale, page.params);
}
