import { notFound } from 'next/navigation';
import * as rootParams from 'next/root-params';
import { hasLocale } from 'next-intl';
import { getRequestConfig } from 'next-intl/server';

import { locales } from './locales';
import { loadMessages } from './messages';

export default getRequestConfig(async ({ locale: explicitLocale }) => {
  // Route handlers have no root params and pass the locale explicitly.
  const locale = explicitLocale ?? (await rootParams.locale());
  if (!hasLocale(locales, locale)) notFound();

  return {
    locale,
    messages: await loadMessages(locale),
    timeZone: 'Europe/Zurich',
  };
});
