'use client';

import { useId, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormStatus, controlClasses } from '@/components/ui/form-field';
import { LeadForm } from '@/features/forms/lead-form';
import type { ProofOfWorkTexts } from '@/features/forms/proof-of-work/status';
import { Toaster } from '@/features/forms/toaster';
import { useForm, type FormTexts } from '@/features/forms/use-form';
import type { Locale } from '@/i18n/locales';

import { subscribeToNewsletter } from './actions';
import type { newsletterSources } from './schema';

type NewsletterFormTexts = Required<Pick<FormTexts, 'network' | 'success'>> & {
  emailLabel: string;
  submit: string;
  sending: string;
  honeypot: string;
  proofOfWork: ProofOfWorkTexts;
};

type NewsletterFormProps = {
  locale: Locale;
  source: (typeof newsletterSources)[number];
  texts: NewsletterFormTexts;
  privacyNote: ReactNode;
  /** Where a post without JavaScript returns to (its action URL's fragment), to show the answer. */
  anchor?: string;
};

/** Newsletter sign-up (double opt-in); without JavaScript it ends on a page about the email. */
export function NewsletterForm({
  locale,
  source,
  texts,
  privacyNote,
  anchor,
}: NewsletterFormProps) {
  const form = useForm({
    action: subscribeToNewsletter,
    texts,
    permalink: { fragment: anchor },
    messageField: 'email',
  });
  const id = useId();
  const error = form.errors.email;

  return (
    <LeadForm
      form={form}
      locale={locale}
      honeypotLabel={texts.honeypot}
      proofOfWorkTexts={texts.proofOfWork}
      className="relative space-y-3"
    >
      <input type="hidden" name="source" value={source} />
      <label htmlFor={`${id}-email`} className="block font-semibold">
        {texts.emailLabel}
      </label>
      <div className="flex flex-col gap-3 sm:flex-row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          defaultValue={form.values.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status ${id}-note`}
          className={controlClasses}
        />
        <Button type="submit" disabled={form.sending} className="shrink-0">
          {form.sending ? texts.sending : texts.submit}
        </Button>
      </div>
      <div id={`${id}-status`}>
        <FormStatus tone={form.status === 'success' ? 'success' : 'error'}>
          {form.message}
        </FormStatus>
      </div>
      <p id={`${id}-note`} className="text-sm text-muted">
        {privacyNote}
      </p>
      {form.toasts ? <Toaster /> : null}
    </LeadForm>
  );
}
