import type { Locale } from '@/i18n/locales';

import { paramsOf } from './params';
import { localizedPath } from './paths';
import { isDynamicPathname, localesOf, pathnames, visibilityOf, type Pathname } from './registry';

export type SitePage = {
  pathname: Pathname;
  params: Record<string, string>;
  locales: readonly Locale[];
};

/** Every page but the diagnostics: for the sitemap, the share images and the tests. */
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
