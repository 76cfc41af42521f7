import 'server-only';

import { leadFormTexts } from '@/features/forms/texts';

import type { ApplicationFormTexts } from './application-form';

export async function applicationFormTexts() {
  const { t, texts, ...shared } = await leadFormTexts('jobs.application');
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
      messageHint: t('messageHint'),
      cvHint: t('cvHint'),
    } satisfies ApplicationFormTexts,
  };
}
