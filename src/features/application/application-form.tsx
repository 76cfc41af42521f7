'use client';

import type { ReactNode } from 'react';

import {
  CheckboxField,
  FormField,
  TextAreaField,
  TextField,
  controlClasses,
} from '@/components/ui/form-field';
import { FormFooter } from '@/features/forms/form-footer';
import {
  errorSummaryId,
  leadFieldId,
  LeadForm,
  type LeadFormTexts,
} from '@/features/forms/lead-form';
import { useForm } from '@/features/forms/use-form';
import type { Locale } from '@/i18n/locales';
import { useRecaptcha } from '@/integrations/recaptcha/use-recaptcha';

import { sendApplication } from './action';

type Field = 'name' | 'email' | 'phone' | 'linkedinUrl' | 'portfolioUrl' | 'cv' | 'message';

export type ApplicationFormTexts = LeadFormTexts & {
  labels: Record<Field, string>;
  urlHint: string;
  messageHint: string;
  cvHint: string;
  /** The longest message the server accepts (`applicationMessageMaxLength`). */
  messageMaxLength: number;
};

const idPrefix = 'application';

type ApplicationFormProps = {
  locale: Locale;
  job: string;
  texts: ApplicationFormTexts;
  privacyLabel: ReactNode;
  captchaNotice: ReactNode;
};

/** Long enough to upload a 10 MB CV on a slow line; the forms' usual limit is for an answer. */
const UPLOAD_TIMEOUT_MS = 120_000;

export function ApplicationForm({
  locale,
  job,
  texts,
  privacyLabel,
  captchaNotice,
}: ApplicationFormProps) {
  const captcha = useRecaptcha('application');
  const form = useForm({
    action: sendApplication,
    texts,
    permalink: { fragment: errorSummaryId(idPrefix) },
    loadCheck: () => import('./check').then((module) => module.checkApplication),
    captchaToken: captcha.token,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
  const { errors, values } = form;
  const field = (name: Exclude<Field, 'cv'>) => ({
    id: leadFieldId(idPrefix, name),
    name,
    label: texts.labels[name],
    error: errors[name],
    defaultValue: values[name],
    optionalLabel: texts.optional,
  });

  return (
    <LeadForm
      form={form}
      locale={locale}
      honeypotLabel={texts.honeypot}
      proofOfWorkTexts={texts.proofOfWork}
      encType="multipart/form-data"
      className="relative space-y-6"
      errorSummary={{ idPrefix, labels: texts.labels }}
    >
      <input type="hidden" name="job" value={job} />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="name" required />
        <TextField {...field('email')} type="email" autoComplete="email" required />
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
        <TextField {...field('linkedinUrl')} type="url" hint={texts.urlHint} />
      </div>
      <TextField {...field('portfolioUrl')} type="url" hint={texts.urlHint} />
      <FormField
        id={leadFieldId(idPrefix, 'cv')}
        label={texts.labels.cv}
        hint={texts.cvHint}
        error={errors.cv}
        required
      >
        {(describedBy) => (
          <input
            id={leadFieldId(idPrefix, 'cv')}
            name="cv"
            type="file"
            accept="application/pdf,.pdf"
            required
            aria-invalid={errors.cv ? true : undefined}
            aria-describedby={describedBy}
            className={controlClasses}
          />
        )}
      </FormField>
      <TextAreaField
        {...field('message')}
        hint={texts.messageHint}
        rows={6}
        maxLength={texts.messageMaxLength}
      />
      <CheckboxField
        id={leadFieldId(idPrefix, 'privacyAccepted')}
        name="privacyAccepted"
        label={privacyLabel}
        required
        error={errors.privacyAccepted}
        defaultChecked={values.privacyAccepted === 'on'}
      />
      <FormFooter
        {...form}
        message={errors.job ?? form.message}
        submit={texts.submit}
        sendingLabel={texts.sending}
        notice={captcha.active ? captchaNotice : undefined}
      />
    </LeadForm>
  );
}
