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

/** A field control's id, which its label and the error summary's link must share. */
export const leadFieldId = (idPrefix: string, name: string) =>
  `${idPrefix}-${shortFieldIds[name] ?? name}`;

/** The error summary's id, also the fragment a post without JavaScript returns to (`useForm`). */
export const errorSummaryId = (idPrefix: string) => `${idPrefix}-errors`;

type LeadFormProps = {
  form: Pick<
    ReturnType<typeof useForm>,
    'formAction' | 'onFocus' | 'onSubmit' | 'status' | 'message' | 'errors'
  >;
  locale: Locale;
  honeypotLabel: string;
  proofOfWorkTexts: ProofOfWorkTexts;
  className: string;
  encType?: ComponentProps<'form'>['encType'];
  /** A form of several fields lists its errors at the top, each linking to its field. */
  errorSummary?: { idPrefix: string; labels: Record<string, string> };
  children: ReactNode;
};

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
