import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { settings } from '@/config/settings';
import type { Messages } from '@/i18n/messages';
import { getPathname } from '@/i18n/navigation';
import type { StaticPathname } from '@/i18n/paths';
import { isEnglishOnly, languageTags, routing, type Locale, type Pathname } from '@/i18n/routing';

type Href = Parameters<typeof getPathname>[0]['href'];

function pathnameOf(href: Href): Pathname {
  return (typeof href === 'string' ? href : href.pathname) as Pathname;
}

/** The absolute URL of a route in a locale, as used in canonical, hreflang and the sitemap. */
export function absoluteUrl(href: Href, locale: Locale): string {
  return `${settings.SITE_URL}${getPathname({ href, locale })}`;
}

/**
 * Canonical URL and hreflang alternates of a page. English-only pages have no German
 * alternate; `x-default` points at English, the default locale.
 */
export function alternatesFor(href: Href, locale: Locale): Metadata['alternates'] {
  const locales = isEnglishOnly(pathnameOf(href)) ? (['en'] as const) : routing.locales;
  const languages: Record<string, string> = {};
  for (const candidate of locales) languages[candidate] = absoluteUrl(href, candidate);
  languages['x-default'] = absoluteUrl(href, routing.defaultLocale);
  return { canonical: absoluteUrl(href, locale), languages };
}

type PageMetadataInput = {
  locale: Locale;
  href: Href;
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
