'use client';

import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { FormStatus, TextField } from '@/components/ui/form-field';
import { LeadForm } from '@/features/forms/lead-form';
import type { ProofOfWorkTexts } from '@/features/forms/proof-of-work/status';
import { useForm, type FormTexts } from '@/features/forms/use-form';
import type { Locale } from '@/i18n/locales';

import { sendUnsubscribeLink } from './actions';

type UnsubscribeRequestFormProps = {
  locale: Locale;
  texts: Pick<FormTexts, 'network'> & {
    emailLabel: string;
    submit: string;
    sent: string;
    honeypot: string;
    proofOfWork: ProofOfWorkTexts;
  };
  /** The page's query, kept in the URL the form posts to without JavaScript. */
  query?: Record<string, string>;
};

/** Asks for an unsubscribe link by email; the answer is the same for every address. */
export function UnsubscribeRequestForm({ locale, texts, query }: UnsubscribeRequestFormProps) {
  const form = useForm({
    action: sendUnsubscribeLink,
    texts,
    permalink: { query },
    // The form gives way to its answer, which says it all.
    toasts: false,
  });
  const id = useId();
  if (form.status === 'success') {
    return (
      <FormStatus tone="success">
        <p>{texts.sent}</p>
      </FormStatus>
    );
  }
  return (
    <LeadForm
      form={form}
      locale={locale}
      honeypotLabel={texts.honeypot}
      proofOfWorkTexts={texts.proofOfWork}
      className="relative max-w-xl space-y-4"
    >
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={texts.emailLabel}
        autoComplete="email"
        required
        error={form.errors.email}
        defaultValue={form.values.email}
      />
      <FormStatus tone="error">{form.status === 'error' ? form.message : null}</FormStatus>
      <Button type="submit" disabled={form.sending}>
        {texts.submit}
      </Button>
    </LeadForm>
  );
}
