import 'server-only';

import Negotiator from 'negotiator';

import { site } from '@/config/site';
import { defaultLocale, locales, type Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';
import { serverTranslator } from '@/server/translator';

import type { FieldErrors } from './fields';

/** The language of a submission: its own `locale` field, else the browser's, else English. */
export function submissionLocale(fields: Record<string, unknown>, headers: Headers): Locale {
  return declaredLocale(fields) ?? browserLocale(headers);
}

/** The language a submission names in its `locale` field, if it is one of the site's. */
export function declaredLocale(fields: Record<string, unknown>): Locale | undefined {
  const declared = fields.locale;
  return typeof declared === 'string' && (locales as readonly string[]).includes(declared)
    ? (declared as Locale)
    : undefined;
}

/** The browser's language (Accept-Language), else English. */
export function browserLocale(headers: Headers): Locale {
  const accepted = new Negotiator({
    headers: { 'accept-language': headers.get('accept-language') ?? '' },
  }).language([...locales]);
  return (accepted as Locale | undefined) ?? defaultLocale;
}

export async function translateErrors(
  errors: FieldErrors,
  locale: Locale,
): Promise<Record<string, string>> {
  const t = await serverTranslator(locale);
  return Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [
      field,
      // Figures as the site writes them ("5’000"), where ICU would use the bare language's.
      t(
        `shared.forms.errors.${error.code}`,
        Object.fromEntries(
          Object.entries(error.values ?? {}).map(([name, value]) => [
            name,
            formatNumber(locale, value),
          ]),
        ),
      ),
    ]),
  );
}

export type StatusMessage =
  | 'rateLimited'
  | 'unavailable'
  | 'malformed'
  | 'tooLarge'
  | 'lengthRequired'
  | 'unsupported'
  | 'crossSite'
  | 'keyReused';

export async function statusMessage(
  status: StatusMessage,
  locale: Locale,
  retryAfterSeconds = 60,
): Promise<string> {
  const t = await serverTranslator(locale);
  return t(`shared.forms.status.${status}`, { ...waitIn(retryAfterSeconds), email: site.email });
}

/** Up to this long, a wait is told in minutes; longer, in hours or as "tomorrow". */
const MINUTES_AT_MOST = 90;

/** "Tomorrow" when it ends on a later day in Switzerland; never "in 1,413 minutes". */
export function waitIn(
  seconds: number,
  now = new Date(),
): { wait: 'minutes' | 'hours' | 'tomorrow'; count: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes <= MINUTES_AT_MOST) return { wait: 'minutes', count: minutes };
  const swissDay = (date: Date) => date.toLocaleDateString('en-CA', { timeZone: site.timeZone });
  if (swissDay(new Date(now.getTime() + seconds * 1000)) !== swissDay(now)) {
    return { wait: 'tomorrow', count: 1 };
  }
  return { wait: 'hours', count: Math.ceil(minutes / 60) };
}
