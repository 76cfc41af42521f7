import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { settings } from '@/config/settings';
import { site } from '@/config/site';
import { languageTags, type Locale, defaultLocale } from '@/i18n/locales';
import { pageOr404 } from '@/routes/entry';
import { feedPath, localizedPath, type RouteHref, type StaticPathname } from '@/routes/paths';
import { localesOf, seoPageOf, type Pathname } from '@/routes/registry';

function route(href: RouteHref): { pathname: Pathname; params?: Record<string, string> } {
  return typeof href === 'string' ? { pathname: href } : href;
}

export function absoluteUrl(href: RouteHref, locale: Locale): string {
  const { pathname, params } = route(href);
  return `${settings.SITE_URL}${localizedPath(pathname, locale, params)}`;
}

function ogLocale(locale: Locale): string {
  return languageTags[locale].replace('-', '_');
}

/** A page's hreflang alternates, as in the sitemap: each of its languages, `x-default` English. */
export function languageAlternates(href: RouteHref): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const candidate of localesOf(route(href).pathname))
    languages[candidate] = absoluteUrl(href, candidate);
  languages['x-default'] = absoluteUrl(href, defaultLocale);
  return languages;
}

function alternatesFor(href: RouteHref, locale: Locale): Metadata['alternates'] {
  return { canonical: absoluteUrl(href, locale), languages: languageAlternates(href) };
}

/** The page's share image, drawn at build time by src/app/share/[locale]/[...path]/route.tsx. */
export function shareImagePath(href: RouteHref, locale: Locale): string {
  const { pathname, params } = route(href);
  const path = localizedPath(pathname, 'en', params).replace(/^\/|\/$/g, '');
  return `/share/${locale}/${path || 'home'}.png`;
}

type PageMetadataInput = {
  locale: Locale;
  href: RouteHref;
  title: string;
  description: string;
  noIndex?: boolean;
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; tags: string[] };
};

export function pageMetadata({
  locale,
  href,
  title,
  description,
  noIndex,
  article,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(href, locale);
  const image = { url: shareImagePath(href, locale), width: 1200, height: 630, alt: title };
  return {
    title,
    description,
    alternates: {
      ...alternatesFor(href, locale),
      // Every page points feed readers at the blog of its language.
      ...(settings.SHOW_BLOG
        ? { types: { 'application/rss+xml': [{ url: feedPath(locale), title: site.name }] } }
        : {}),
    },
    openGraph: {
      ...(article ? { type: 'article', ...article } : { type: 'website' }),
      url,
      title,
      description,
      siteName: site.name,
      locale: ogLocale(locale),
      alternateLocale: localesOf(route(href).pathname)
        .filter((candidate) => candidate !== locale)
        .map(ogLocale),
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
    ...(noIndex ? { robots: { index: false, follow: false } } : {}),
  };
}

export async function staticPageMetadata(
  href: StaticPathname,
  options: { noIndex?: boolean } = {},
): Promise<Metadata> {
  await pageOr404(href);
  const [locale, t] = await Promise.all([getLocale(), getTranslations('seo')]);
  const page = seoPageOf(href);
  return pageMetadata({
    locale,
    href,
    title: t(`pages.${page}.title`),
    description: t(`pages.${page}.description`),
    ...options,
  });
}
