import 'server-only';

import { leadFormTexts, optionTexts } from '@/features/forms/texts';

import type { ContactFormTexts } from './contact-form';
import { contactBudgets, contactTimelines, contactTopics } from './schema';

export async function contactFormTexts() {
  const { t, texts, ...shared } = await leadFormTexts('contactUs.form');
  return {
    ...shared,
    texts: {
      ...texts,
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
    } satisfies ContactFormTexts,
  };
}
