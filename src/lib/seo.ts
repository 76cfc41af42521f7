import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { settings } from '@/config/settings';
import type { Messages } from '@/i18n/messages';
import { localizedPath, type RouteHref, type StaticPathname } from '@/i18n/paths';
import { isEnglishOnly, languageTags, routing, type Locale, type Pathname } from '@/i18n/routing';

function route(href: RouteHref): { pathname: Pathname; params?: Record<string, string> } {
  return typeof href === 'string' ? { pathname: href } : href;
}

/** The absolute URL of a route in a locale, as used in canonical, hreflang and the sitemap. */
export function absoluteUrl(href: RouteHref, locale: Locale): string {
  const { pathname, params } = route(href);
  return `${settings.SITE_URL}${localizedPath(pathname, locale, params)}`;
}

/**
 * Canonical URL and hreflang alternates of a page. English-only pages have no German
 * alternate; `x-default` points at English, the default locale.
 */
export function alternatesFor(href: RouteHref, locale: Locale): Metadata['alternates'] {
  const locales = isEnglishOnly(route(href).pathname) ? (['en'] as const) : routing.locales;
  const languages: Record<string, string> = {};
  for (const candidate of locales) languages[candidate] = absoluteUrl(href, candidate);
  languages['x-default'] = absoluteUrl(href, routing.defaultLocale);
  return { canonical: absoluteUrl(href, locale), languages };
}

type PageMetadataInput = {
  locale: Locale;
  href: RouteHref;
  title: string;
  description: string;
  /** Pages that search engines must not index (diagnostics). */
  noIndex?: boolean;
};

export function pageMetadata({
  locale,
  href,
  title,
  description,
  noIndex,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(href, locale);
  return {
    title,
    description,
    alternates: alternatesFor(href, locale),
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      locale: languageTags[locale].replace('-', '_'),
    },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

type SeoPage = Exclude<keyof Messages['seo']['pages'], 'notFound' | 'error'>;

/** Metadata of a static page, from its entry in the `seo` messages. */
export async function staticPageMetadata(
  href: StaticPathname,
  page: SeoPage,
  options: { noIndex?: boolean } = {},
): Promise<Metadata> {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('seo')]);
  return pageMetadata({
    locale,
    href,
    title: t(`pages.${page}.title`),
    description: t(`pages.${page}.description`),
    ...options,
  });
}
