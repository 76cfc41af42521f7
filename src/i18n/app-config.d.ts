import type { Locale as SiteLocale } from './locales';
import type { Messages } from './messages';

declare module 'next-intl' {
  // Augmenting next-intl's config needs declaration merging, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppConfig {
    Locale: SiteLocale;
    Messages: Messages;
  }
}
