/**
 * The languages of the site, the one place that names them: adding a language starts here (see
 * "Add a language" in docs/editing.md). English is the default and has no path prefix; every
 * other language lives under `/<locale>/`.
 */
export const languages = {
  en: {
    /** The BCP 47 language tag for `lang`, `og:locale` and hreflang. */
    tag: 'en-US',
    /**
     * The Intl locale figures and dates are written in: Swiss ones in every language ("CHF
     * 14’500", "14 October 2026").
     */
    formats: 'en-CH',
  },
  de: { tag: 'de-CH', formats: 'de-CH' },
} as const;

export const defaultLocale = 'en' satisfies keyof typeof languages;
