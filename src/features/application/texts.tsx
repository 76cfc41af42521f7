import 'server-only';

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { captchaNotice, commonTexts, privacyLink } from '@/features/forms/texts';

import type { ApplicationFormTexts } from './application-form';

export async function applicationFormTexts(): Promise<{
  texts: ApplicationFormTexts;
  privacy: ReactNode;
  captchaNotice: ReactNode;
}> {
  const [common, t, notice] = await Promise.all([
    commonTexts(),
    getTranslations('jobs.application'),
    captchaNotice(),
  ]);
  return {
    texts: {
      ...common,
      success: t('success'),
      labels: {
        name: t('name'),
        email: t('email'),
        phone: t('phone'),
        linkedinUrl: t('linkedinUrl'),
        portfolioUrl: t('portfolioUrl'),
        message: t('message'),
        cv: t('cv'),
      },
      urlHint: t('urlHint'),
      messageHint: t('messageHint'),
      cvHint: t('cvHint'),
      submit: t('submit'),
    },
    privacy: t.rich('privacy', { link: privacyLink }),
    captchaNotice: notice,
  };
}
