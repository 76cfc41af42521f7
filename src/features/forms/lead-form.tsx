'use client';

import type { ComponentProps, ReactNode } from 'react';

import type { Locale } from '@/i18n/locales';

import { ErrorSummary } from './error-summary';
import { FormContextFields } from './form-context-fields';
import { ProofOfWorkStatus, type ProofOfWorkTexts } from './proof-of-work/status';
import type { FormTexts, useForm } from './use-form';

/** The texts every lead form shows besides its own labels (gathered by `leadFormTexts`). */
export type LeadFormTexts = Required<FormTexts> & {
  submit: string;
  sending: string;
  optional: string;
  honeypot: string;
  proofOfWork: ProofOfWorkTexts;
};

/** Fields whose control's id is shorter than their name. */
const shortFieldIds: Record<string, string> = {
  privacyAccepted: 'privacy',
  newsletterOptIn: 'newsletter',
};

/**
 * The id of a field's control in the form whose ids start with `idPrefix`: what its label points
 * to and what the error summary links to, so both must come from here.
 */
export const leadFieldId = (idPrefix: string, name: string) =>
  `${idPrefix}-${shortFieldIds[name] ?? name}`;

/**
 * The id of a form's error summary: a post without JavaScript returns to it, so the form's
 * permalink fragment (`useForm`) is this too.
 */
export const errorSummaryId = (idPrefix: string) => `${idPrefix}-errors`;

type LeadFormProps = {
  /** The form's state and handlers, from `useForm`. */
  form: Pick<
    ReturnType<typeof useForm>,
    'formAction' | 'onFocus' | 'onSubmit' | 'status' | 'message' | 'errors'
  >;
  locale: Locale;
  honeypotLabel: string;
  proofOfWorkTexts: ProofOfWorkTexts;
  className: string;
  encType?: ComponentProps<'form'>['encType'];
  /**
   * A form of several fields lists its errors at its top, each linking to its field: the prefix
   * of its ids (see `leadFieldId`) and the fields' labels.
   */
  errorSummary?: { idPrefix: string; labels: Record<string, string> };
  children: ReactNode;
};

/**
 * The shell of every form a visitor sends (contact, application, newsletter sign-up, request for
 * an unsubscribe link): the `<form>` wired to `useForm` (its server action without JavaScript,
 * its submit handler with it), the hidden context fields and the honeypot, and the error
 * summary, before the form's own fields; after them, what the proof of work is doing.
 */
export function LeadForm({
  form,
  locale,
  honeypotLabel,
  proofOfWorkTexts,
  className,
  encType,
  errorSummary,
  children,
}: LeadFormProps) {
  return (
    <form
      action={form.formAction}
      onFocus={form.onFocus}
      onSubmit={form.onSubmit}
      encType={encType}
      noValidate
      className={className}
    >
      <FormContextFields locale={locale} honeypotLabel={honeypotLabel} />
      {errorSummary ? (
        <ErrorSummary
          id={errorSummaryId(errorSummary.idPrefix)}
          message={form.status === 'invalid' ? form.message : undefined}
          errors={form.errors}
          labels={errorSummary.labels}
          fieldId={(name) => leadFieldId(errorSummary.idPrefix, name)}
        />
      ) : null}
      {children}
      <ProofOfWorkStatus texts={proofOfWorkTexts} />
    </form>
  );
}
