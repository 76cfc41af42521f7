import { localeCookie, type Locale } from '@/i18n/locales';
import { resolveRootLocale } from '@/i18n/root-locale';
import { cookieValue } from '@/server/http/cookies';

/** The editor's language: the one they chose on the site (its cookie), else their browser's. */
export function editorLocale(headers: Headers): Locale {
  return resolveRootLocale({
    cookie: cookieValue(headers, localeCookie.name),
    acceptLanguage: headers.get('accept-language'),
    host: null,
    hostLocales: new Map(),
  });
}
