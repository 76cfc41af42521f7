import 'server-only';

import { createTranslator } from 'next-intl';

import type { Locale } from '@/i18n/locales';
import { loadMessages, type Messages } from '@/i18n/messages';

export type ServerTranslator = ReturnType<typeof createTranslator<Messages>>;

const translators = new Map<Locale, Promise<ServerTranslator>>();

/**
 * A language's messages outside a page render (emails, API answers), kept for the process's
 * life because a translator caches what it has parsed.
 */
export function serverTranslator(locale: Locale): Promise<ServerTranslator> {
  let found = translators.get(locale);
  if (!found) {
    found = loadMessages(locale).then((messages) => createTranslator({ locale, messages }));
    translators.set(locale, found);
  }
  return found;
}
