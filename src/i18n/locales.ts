/**
 * The languages of the site. English is the default and has no path prefix; every other
 * language lives under `/<locale>/`. Kept apart from the route table so that code which only
 * needs the language (the last-resort error page) does not ship the whole table.
 */
export const locales = ['en', 'de'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

/** BCP 47 language tags for `lang`, `og:locale` and hreflang. */
export const languageTags = {
  en: 'en-US',
  de: 'de-CH',
} as const satisfies Record<Locale, string>;

/** The locale of a public path and the rest of the path after the locale prefix. */
export function splitLocale(path: string): { locale: Locale; rest: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) {
      return { locale, rest: path.slice(locale.length + 1) || '/' };
    }
  }
  return { locale: defaultLocale, rest: path };
}

/** The home page of a locale. */
export function homePath(locale: Locale): string {
  return locale === defaultLocale ? '/' : `/${locale}/`;
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
