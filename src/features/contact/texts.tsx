import 'server-only';

import { getLocale } from 'next-intl/server';

import { leadFormTexts, optionTexts } from '@/features/forms/texts';
import { formatNumber } from '@/lib/format';

import type { ContactFormTexts } from './contact-form';
import { contactBudgets, contactLimits, contactTimelines, contactTopics } from './schema';

export async function contactFormTexts() {
  const [{ t, texts, ...shared }, locale] = await Promise.all([
    leadFormTexts('contactUs.form'),
    getLocale(),
  ]);
  const [minLength, maxLength] = contactLimits.message;
  const figure = (value: number) => formatNumber(locale, value);
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
      messageHint: t('messageHint', { min: figure(minLength), max: figure(maxLength) }),
      messageMaxLength: maxLength,
      choose: t('choose'),
      topics: optionTexts(contactTopics, (topic) => t(`topics.${topic}`)),
      budgets: optionTexts(contactBudgets, (budget) => t(`budgets.${budget}`)),
      timelines: optionTexts(contactTimelines, (timeline) => t(`timelines.${timeline}`)),
      newsletter: t('newsletter'),
    } satisfies ContactFormTexts,
  };
}
