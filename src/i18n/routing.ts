import { defineRouting } from 'next-intl/routing';

import { defaultLocale, locales, type Locale } from './locales';

export { languageTags, type Locale } from './locales';

/**
 * The route table: every localized pathname of the site, keyed by its internal (English) name,
 * which is also the folder name under `src/app/[locale]/`. Links, the locale switcher, hreflang
 * alternates, the sitemap and the tests all derive from this object.
 */
export const pathnames = {
  '/': '/',
  '/about': { en: '/about', de: '/uberuns' },
  '/jobs': '/jobs',
  '/jobs/[job]': '/jobs/[job]',
  '/imprint': { en: '/imprint', de: '/impressum' },
  '/pricing': { en: '/pricing', de: '/preise' },
  '/blog': '/blog',
  '/blog/[slug]': '/blog/[slug]',
  '/blog/page/[page]': { en: '/blog/page/[page]', de: '/blog/seite/[page]' },
  '/blog/tag/[tag]': { en: '/blog/tag/[tag]', de: '/blog/thema/[tag]' },
  '/contact-us': '/contact-us',
  '/unsubscribe': { en: '/unsubscribe', de: '/abmelden' },
  '/newsletter/confirm': { en: '/newsletter/confirm', de: '/newsletter/bestaetigen' },
  '/thank-you/[kind]': { en: '/thank-you/[kind]', de: '/danke/[kind]' },
  '/services': { en: '/services', de: '/dienstleistungen' },
  '/services/[service]': { en: '/services/[service]', de: '/dienstleistungen/[service]' },
  '/team/[teamMember]': '/team/[teamMember]',
  '/case-studies': '/case-studies',
  '/case-studies/[caseName]': '/case-studies/[caseName]',
  '/case-studies/service/[service]': {
    en: '/case-studies/service/[service]',
    de: '/case-studies/dienstleistung/[service]',
  },
  '/case-studies/industry/[industry]': {
    en: '/case-studies/industry/[industry]',
    de: '/case-studies/branche/[industry]',
  },
  '/growth-stage-startups': { en: '/cto-for-my-startup', de: '/growth-stage-startups' },
  '/early-stage-startups': { en: '/cto-early-stage-startups', de: '/early-stage-startups' },
  '/privacy': { en: '/privacy', de: '/datenschutz' },
  '/disclaimer': '/disclaimer',
  '/jetbrains-eula': '/jetbrains-eula',
  '/sentry-client-test': '/sentry-client-test',
  '/sentry-server-test': '/sentry-server-test',
} as const;

export type Pathname = keyof typeof pathnames;

/** Pages that exist in English only; their German paths answer 404. */
export const englishOnlyPathnames = [
  '/disclaimer',
  '/jetbrains-eula',
] as const satisfies readonly Pathname[];

/** Error-reporting test pages: never indexed, never in the sitemap or navigation. */
export const diagnosticPathnames = [
  '/sentry-client-test',
  '/sentry-server-test',
] as const satisfies readonly Pathname[];

/**
 * Pages a visitor reaches through a form or an email link: never indexed, never in the sitemap.
 */
export const transactionalPathnames = [
  '/unsubscribe',
  '/newsletter/confirm',
  '/thank-you/[kind]',
] as const satisfies readonly Pathname[];

/** Whether search engines may list a page. */
export function isIndexable(pathname: Pathname): boolean {
  return ![...diagnosticPathnames, ...transactionalPathnames].includes(pathname as never);
}

/**
 * The locale preference cookie. The visitor's explicit choice in the locale switcher is stored
 * here and wins over the browser's languages when the root `/` is opened.
 */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 60 * 60 * 24 * 365,
  path: '/',
} as const;

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  pathnames,
  // The path prefix decides the locale on every page; the only detection is the root redirect in
  // `src/proxy.ts`, so next-intl must neither detect nor write a cookie of its own.
  localeDetection: false,
  localeCookie: false,
  // hreflang is emitted in the page metadata, where English-only pages can leave out German.
  alternateLinks: false,
});

export function isEnglishOnly(pathname: Pathname): boolean {
  return (englishOnlyPathnames as readonly Pathname[]).includes(pathname);
}

/** The locales a route exists in: every locale, or English alone for English-only pages. */
export function localesOf(pathname: Pathname): readonly Locale[] {
  return isEnglishOnly(pathname) ? (['en'] as const) : routing.locales;
}
