import { match } from '@formatjs/intl-localematcher';
import Negotiator from 'negotiator';

import { defaultLocale, locales, type Locale } from './locales';

export type RootLocaleInput = {
  cookie: string | undefined;
  acceptLanguage: string | null;
  host: string | null;
  hostLocales: ReadonlyMap<string, Locale>;
};

function asLocale(value: string | undefined): Locale | undefined {
  return locales.find((locale) => locale === value);
}

/** The locale for the root `/`: stored preference, then the host's, the browser's, the default. */
export function resolveRootLocale({
  cookie,
  acceptLanguage,
  host,
  hostLocales,
}: RootLocaleInput): Locale {
  const preferred = asLocale(cookie);
  if (preferred) return preferred;

  const hostname = host?.split(':')[0]?.toLowerCase();
  const hostLocale = hostname ? hostLocales.get(hostname) : undefined;
  if (hostLocale) return hostLocale;

  if (!acceptLanguage) return defaultLocale;
  const languages = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).languages();
  try {
    return asLocale(match(languages, [...locales], defaultLocale)) ?? defaultLocale;
  } catch {
    // A malformed language tag in the header: fall back rather than fail the request.
    return defaultLocale;
  }
}
