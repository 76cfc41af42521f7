import { defaultLocale as defaultLanguage, languages } from './languages';

/** Kept apart from the route table, which the last-resort error page should not ship. */
export type Locale = keyof typeof languages;

export const locales = Object.keys(languages) as [Locale, ...Locale[]];

export const defaultLocale: Locale = defaultLanguage;

export const languageTags = Object.fromEntries(
  locales.map((locale) => [locale, languages[locale].tag]),
) as { [L in Locale]: (typeof languages)[L]['tag'] };

export function isLocale(value: string | undefined): value is Locale {
  return locales.includes(value as Locale);
}

export function splitLocale(path: string): { locale: Locale; rest: string } {
  for (const locale of locales) {
    if (locale === defaultLocale) continue;
    if (path === `/${locale}` || path.startsWith(`/${locale}/`)) {
      return { locale, rest: path.slice(locale.length + 1) || '/' };
    }
  }
  return { locale: defaultLocale, rest: path };
}

export function homePath(locale: Locale): string {
  return locale === defaultLocale ? '/' : `/${locale}/`;
}

/** The switcher's explicit choice, which wins over the browser's languages at the root `/`. */
export const localeCookie = {
  name: 'i18n_redirected',
  maxAgeSeconds: 60 * 60 * 24 * 365,
  path: '/',
} as const;
