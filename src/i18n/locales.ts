import { defaultLocale as defaultLanguage, languages } from './languages';

/**
 * Kept apart from the route table, so that code needing only the language (the last-resort error
 * page) does not ship the table.
 */
export type Locale = keyof typeof languages;

export const locales = Object.keys(languages) as [Locale, ...Locale[]];

export const defaultLocale: Locale = defaultLanguage;

/** BCP 47 language tags for `lang`, `og:locale` and hreflang. */
export const languageTags = Object.fromEntries(
  locales.map((locale) => [locale, languages[locale].tag]),
) as { [L in Locale]: (typeof languages)[L]['tag'] };

/** Whether `value` names a language of the site. */
export function isLocale(value: string | undefined): value is Locale {
  return locales.includes(value as Locale);
}

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

/** The switcher's explicit choice, which wins over the browser's languages at the root `/`. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 60 * 60 * 24 * 365,
  path: '/',
} as const;
