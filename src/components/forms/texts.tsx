import 'server-only';

import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Link } from '@/components/navigation/link';
import { contactBudgets, contactTimelines, contactTopics } from '@/forms/contact';
import { errorCodes, type ErrorCode } from '@/forms/fields';

import type { ApplicationFormTexts } from './application-form';
import type { ContactFormTexts } from './contact-form';
import type { ErrorTexts } from './use-lead-form';

/**
 * The texts the form components need, gathered on the server: client components get plain
 * strings, so no message catalogue is sent to the browser.
 */
async function commonTexts() {
  const t = await getTranslations('shared.forms');
  // Raw templates: the browser fills in {min} and {max} itself.
  const errors = Object.fromEntries(
    errorCodes.map((code) => [code, t.raw(`errors.${code}`) as string]),
  ) as Record<ErrorCode, string> satisfies ErrorTexts;
  return {
    errors,
    fixErrors: t('fixErrors'),
    network: t('status.network'),
    sending: t('sending'),
    optional: t('optional'),
    honeypot: t('honeypot'),
  };
}

function externalLink(href: string) {
  return function ExternalLink(chunks: ReactNode) {
    return (
      <Link href={href} external className="underline underline-offset-4 hover:text-brand">
        {chunks}
      </Link>
    );
  };
}

/** The notice Google asks for when its reCAPTCHA badge is hidden (reCAPTCHA FAQ). */
async function captchaNotice(): Promise<ReactNode> {
  const t = await getTranslations('shared.forms');
  return t.rich('recaptcha', {
    privacy: externalLink('https://policies.google.com/privacy'),
    terms: externalLink('https://policies.google.com/terms'),
  });
}

const optionTexts = <T extends string>(options: readonly T[], label: (option: T) => string) =>
  Object.fromEntries(options.map((option) => [option, label(option)])) as Record<T, string>;

const privacyLink = (chunks: ReactNode) => (
  <Link href="/privacy" className="font-semibold text-brand underline underline-offset-4">
    {chunks}
  </Link>
);

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

export async function newsletterTexts() {
  const [common, t] = await Promise.all([commonTexts(), getTranslations('shared.newsletter')]);
  return {
    title: t('title'),
    intro: t('intro'),
    texts: {
      emailLabel: t('emailLabel'),
      submit: t('submit'),
      sending: common.sending,
      success: t('success'),
      honeypot: common.honeypot,
    },
    privacy: t.rich('privacy', { link: privacyLink }),
  };
}
