import type { Messages } from './messages';
import type { routing } from './routing';

declare module 'next-intl' {
  // Augmenting next-intl's config needs declaration merging, which only an interface can do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: Messages;
  }
}
