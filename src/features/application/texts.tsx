import 'server-only';

import { getLocale } from 'next-intl/server';

import { leadFormTexts } from '@/features/forms/texts';
import { formatNumber } from '@/lib/format';

import type { ApplicationFormTexts } from './application-form';
import { applicationMessageMaxLength } from './schema';

export async function applicationFormTexts() {
  const [{ t, texts, ...shared }, locale] = await Promise.all([
    leadFormTexts('jobs.application'),
    getLocale(),
  ]);
  const max = formatNumber(locale, applicationMessageMaxLength);
  return {
    ...shared,
    texts: {
      ...texts,
      labels: {
        name: t('name'),
        email: t('email'),
        phone: t('phone'),
        linkedinUrl: t('linkedinUrl'),
        portfolioUrl: t('portfolioUrl'),
        cv: t('cv'),
        message: t('message'),
      },
      urlHint: t('urlHint'),
      messageHint: t('messageHint', { max }),
      messageMaxLength: applicationMessageMaxLength,
      cvHint: t('cvHint'),
    } satisfies ApplicationFormTexts,
  };
}
