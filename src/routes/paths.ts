import { defaultLocale, type Locale } from '@/i18n/locales';

import { pathTemplate, type Pathname } from './registry';

export type { RouteHref, StaticPathname } from './registry';

/** Pure, so that links, the proxy and the sitemap agree. */
export function localizedPath(
  pathname: Pathname,
  locale: Locale,
  params: Record<string, string> = {},
): string {
  const template = pathTemplate(pathname, locale);
  if (template === undefined) throw new Error(`${pathname} has no page in ${locale}`);
  const path = template.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing param "${name}" for ${pathname}`);
    return encodeURIComponent(value);
  });
  const prefix = locale === defaultLocale ? '' : `/${locale}`;
  return `${prefix}${path === '/' ? '' : path}/`;
}

export function feedPath(locale: Locale): string {
  return `${localizedPath('/blog', locale)}feed.xml`;
}
