/**
 * The site's languages, named only here (docs/editing.md, "Add a language"); English is the
 * default, without a path prefix, every other under `/<locale>/`.
 */
export const languages = {
  en: {
    /** The BCP 47 language tag for `lang`, `og:locale` and hreflang. */
    tag: 'en-US',
    /** The Intl locale of figures and dates, Swiss in every language ("CHF 14’500"). */
    formats: 'en-CH',
  },
  de: { tag: 'de-CH', formats: 'de-CH' },
} as const;

export const defaultLocale = 'en' satisfies keyof typeof languages;
