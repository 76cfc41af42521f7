import { dynamicRoutes, isDynamicPathname } from '@/content/routes';
import { localizedPath } from '@/i18n/paths';
import {
  diagnosticPathnames,
  localesOf,
  pathnames,
  type Locale,
  type Pathname,
} from '@/i18n/routing';

export type SitePage = {
  pathname: Pathname;
  params: Record<string, string>;
  /** The languages the page exists in. */
  locales: readonly Locale[];
};

/**
 * Every indexable page of the site: each route of the table with each of its params. The
 * sitemap, the share images and the tests list pages from here.
 */
export function listSitePages(): SitePage[] {
  return (Object.keys(pathnames) as Pathname[])
    .filter((pathname) => !(diagnosticPathnames as readonly Pathname[]).includes(pathname))
    .flatMap((pathname) => {
      const locales = localesOf(pathname);
      const paramSets: Array<Record<string, string>> = isDynamicPathname(pathname)
        ? dynamicRoutes[pathname]()
        : [{}];
      return paramSets.map((params) => ({ pathname, params, locales }));
    });
}

export function pagePath(page: SitePage, locale: Locale): string {
  return localizedPath(page.pathname, locale, page.params);
}
