import 'server-only';

import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { Link } from '@/components/navigation/link';

import { errorCodes, type ErrorCode } from './fields';
import type { LeadFormTexts } from './lead-form';
import type { ErrorTexts } from './use-form';

/** Every form's common texts, gathered on the server so that no message catalogue is sent. */
export async function commonTexts() {
  const [t, locale] = await Promise.all([getTranslations('shared.forms'), getLocale()]);
  // Raw templates: the browser fills in {min} and {max} itself, in the page's language.
  const errors = Object.fromEntries(
    errorCodes.map((code) => [code, t.raw(`errors.${code}`) as string]),
  ) as Record<ErrorCode, string> satisfies ErrorTexts;
  return {
    errors,
    locale,
    fixErrors: t('fixErrors'),
    network: t('status.network'),
    sending: t('sending'),
    optional: t('optional'),
    honeypot: t('honeypot'),
    proofOfWork: {
      checking: t('proofOfWork.checking'),
      done: t('proofOfWork.done'),
      failed: t('proofOfWork.failed'),
    },
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

export const optionTexts = <T extends string>(
  options: readonly T[],
  label: (option: T) => string,
) => Object.fromEntries(options.map((option) => [option, label(option)])) as Record<T, string>;

export const privacyLink = (chunks: ReactNode) => (
  <Link href="/privacy" className="font-semibold text-brand underline underline-offset-4">
    {chunks}
  </Link>
);

/** The namespaces of the lead forms' messages: each has its `success`, `submit` and `privacy`. */
type LeadFormNamespace = 'contactUs.form' | 'jobs.application';

/** Gathered on the server like `commonTexts`; `t` is for the form's own messages. */
export async function leadFormTexts<N extends LeadFormNamespace>(namespace: N) {
  // The keys every lead form shares are only known to the translator of them all.
  const everyLeadForm: LeadFormNamespace = namespace;
  const [common, t, shared, notice] = await Promise.all([
    commonTexts(),
    getTranslations(namespace),
    getTranslations(everyLeadForm),
    captchaNotice(),
  ]);
  return {
    t,
    texts: {
      ...common,
      success: shared('success'),
      submit: shared('submit'),
    } satisfies LeadFormTexts,
    privacy: shared.rich('privacy', { link: privacyLink }),
    captchaNotice: notice,
  };
}
