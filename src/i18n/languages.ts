/** Named only here (docs/editing.md, "Add a language"); the default has no path prefix. */
export const languages = {
  en: {
    tag: 'en-US',
    /** The Intl locale of figures and dates, Swiss in every language ("CHF 14’500"). */
    formats: 'en-CH',
  },
  de: { tag: 'de-CH', formats: 'de-CH' },
} as const;

export const defaultLocale = 'en' satisfies keyof typeof languages;
