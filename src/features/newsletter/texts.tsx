import 'server-only';

import { getTranslations } from 'next-intl/server';

import { commonTexts, privacyLink } from '@/features/forms/texts';

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
      proofOfWork: common.proofOfWork,
      network: common.network,
    },
    privacy: t.rich('privacy', { link: privacyLink }),
  };
}
