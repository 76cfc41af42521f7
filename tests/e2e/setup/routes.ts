import { dynamicRoutes, isDynamicPathname } from '@/content/routes';
import { localizedPath } from '@/i18n/paths';
import {
  diagnosticPathnames,
  isEnglishOnly,
  pathnames,
  routing,
  type Locale,
  type Pathname,
} from '@/i18n/routing';

export type PageCase = {
  pathname: Pathname;
  locale: Locale;
  params: Record<string, string>;
  /** The public path, e.g. `/de/dienstleistungen/web-applications/`. */
  path: string;
  exists: boolean;
};

/** Every page of the route table in every locale; dynamic routes with their first entry. */
export function allPages(): PageCase[] {
  return (Object.keys(pathnames) as Pathname[])
    .filter((pathname) => !(diagnosticPathnames as readonly Pathname[]).includes(pathname))
    .flatMap((pathname) => {
      const params: Record<string, string> = isDynamicPathname(pathname)
        ? (dynamicRoutes[pathname]()[0] ?? {})
        : {};
      return routing.locales.map((locale) => ({
        pathname,
        locale,
        params,
        path: localizedPath(pathname, locale, params),
        exists: locale === 'en' || !isEnglishOnly(pathname),
      }));
    });
}
