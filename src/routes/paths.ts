import { defaultLocale, type Locale } from '@/i18n/locales';

import { pathTemplate, type Pathname } from './registry';

export type { RouteHref, StaticPathname } from './registry';

/**
 * A route's public path: locale prefix, params and the trailing slash; pure, so that links, the
 * proxy and the sitemap agree.
 */
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

/** Where a language's blog feed lives, beside its blog: `/de/blog/feed.xml`. */
export function feedPath(locale: Locale): string {
  return `${localizedPath('/blog', locale)}feed.xml`;
}
