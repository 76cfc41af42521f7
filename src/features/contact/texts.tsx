import 'server-only';

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { captchaNotice, commonTexts, optionTexts, privacyLink } from '@/features/forms/texts';

import type { ContactFormTexts } from './contact-form';
import { contactBudgets, contactTimelines, contactTopics } from './schema';

export async function contactFormTexts(): Promise<{
  texts: ContactFormTexts;
  privacy: ReactNode;
  captchaNotice: ReactNode;
}> {
  const [common, t, notice] = await Promise.all([
    commonTexts(),
    getTranslations('contactUs.form'),
    captchaNotice(),
  ]);
  return {
    texts: {
      ...common,
      success: t('success'),
      labels: {
        name: t('name'),
        email: t('email'),
        company: t('company'),
        phone: t('phone'),
        topic: t('topic'),
        budget: t('budget'),
        timeline: t('timeline'),
        message: t('message'),
      },
      phoneHint: t('phoneHint'),
      messageHint: t('messageHint'),
      choose: t('choose'),
      topics: optionTexts(contactTopics, (topic) => t(`topics.${topic}`)),
      budgets: optionTexts(contactBudgets, (budget) => t(`budgets.${budget}`)),
      timelines: optionTexts(contactTimelines, (timeline) => t(`timelines.${timeline}`)),
      newsletter: t('newsletter'),
      submit: t('submit'),
    },
    privacy: t.rich('privacy', { link: privacyLink }),
    captchaNotice: notice,
  };
}
