'use client';

import { useActionState, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  CheckboxField,
  FormField,
  FormStatus,
  TextArea,
  TextInput,
  controlClasses,
} from '@/components/ui/form-field';
import { applicationSchema, isPdf, MAX_CV_BYTES } from '@/forms/application';
import type { FieldErrors } from '@/forms/fields';
import { initialFormState, type FormState } from '@/forms/state';
import type { Locale } from '@/i18n/locales';

import { FormContextFields } from './form-context-fields';
import { Toaster } from './toaster';
import { useLeadForm, type LeadFormTexts } from './use-lead-form';

type Field = 'name' | 'email' | 'phone' | 'linkedinUrl' | 'portfolioUrl' | 'message' | 'cv';

export type ApplicationFormTexts = LeadFormTexts & {
  labels: Record<Field, string>;
  urlHint: string;
  messageHint: string;
  cvHint: string;
  submit: string;
  sending: string;
  optional: string;
  honeypot: string;
};

type ApplicationFormProps = {
  locale: Locale;
  job: string;
  texts: ApplicationFormTexts;
  privacyLabel: ReactNode;
  action: (state: FormState, data: FormData) => Promise<FormState>;
};

/** The CV checks the browser can make before uploading 10 MB for nothing. */
async function checkCv(data: FormData): Promise<FieldErrors> {
  const cv = data.get('cv');
  if (!(cv instanceof File) || cv.size === 0) return { cv: { code: 'fileRequired' } };
  if (cv.size > MAX_CV_BYTES) {
    return { cv: { code: 'fileTooLarge', values: { max: MAX_CV_BYTES / 1024 / 1024 } } };
  }
  const head = new Uint8Array(await cv.slice(0, 5).arrayBuffer());
  return isPdf(head) ? {} : { cv: { code: 'fileNotPdf' } };
}

/**
 * The application form of one job: the same two paths as the contact form, with the CV sent as
 * multipart to POST /api/applications/.
 */
export function ApplicationForm({
  locale,
  job,
  texts,
  privacyLabel,
  action,
}: ApplicationFormProps) {
  const [serverState, formAction] = useActionState(action, initialFormState);
  const lead = useLeadForm({
    schema: applicationSchema,
    endpoint: '/api/applications/',
    encoding: 'multipart',
    texts,
    extraChecks: checkCv,
  });
  const [used, setUsed] = useState(false);

  const enhanced = lead.status !== 'idle';
  const errors = enhanced ? lead.errors : (serverState.errors ?? {});
  const values = serverState.values ?? {};
  const status = enhanced ? lead.status : serverState.status;
  const message = enhanced ? lead.message : serverState.message;
  const id = (name: string) => `application-${name}`;

  const text = (
    name: Exclude<Field, 'cv' | 'message'>,
    props: { type?: string; autoComplete?: string; required?: boolean; hint?: string },
  ) => (
    <FormField
      id={id(name)}
      label={texts.labels[name]}
      hint={props.hint}
      error={errors[name]}
      required={props.required}
      optionalLabel={texts.optional}
    >
      {(describedBy) => (
        <TextInput
          id={id(name)}
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          required={props.required}
          defaultValue={values[name]}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );

  return (
    <form
      action={formAction}
      onSubmit={(event) => {
        setUsed(true);
        void lead.onSubmit(event);
      }}
      encType="multipart/form-data"
      noValidate
      className="relative space-y-6"
    >
      <FormContextFields locale={locale} honeypotLabel={texts.honeypot} />
      <input type="hidden" name="job" value={job} />
      <div className="grid gap-6 sm:grid-cols-2">
        {text('name', { autoComplete: 'name', required: true })}
        {text('email', { type: 'email', autoComplete: 'email', required: true })}
        {text('phone', { type: 'tel', autoComplete: 'tel' })}
        {text('linkedinUrl', { type: 'url', hint: texts.urlHint })}
      </div>
      {text('portfolioUrl', { type: 'url', hint: texts.urlHint })}
      <FormField
        id={id('cv')}
        label={texts.labels.cv}
        hint={texts.cvHint}
        error={errors.cv}
        required
      >
        {(describedBy) => (
          <input
            id={id('cv')}
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
      <FormField
        id={id('message')}
        label={texts.labels.message}
        hint={texts.messageHint}
        error={errors.message}
        optionalLabel={texts.optional}
      >
        {(describedBy) => (
          <TextArea
            id={id('message')}
            name="message"
            rows={6}
            maxLength={5000}
            defaultValue={values.message}
            aria-invalid={errors.message ? true : undefined}
            aria-describedby={describedBy}
          />
        )}
      </FormField>
      <CheckboxField
        id={id('privacy')}
        name="privacyAccepted"
        label={privacyLabel}
        required
        error={errors.privacyAccepted}
        defaultChecked={values.privacyAccepted === 'on'}
      />
      <FormStatus tone={status === 'success' ? 'success' : 'error'}>
        {status === 'idle' || status === 'sending' ? null : (errors.job ?? message)}
      </FormStatus>
      <Button type="submit" disabled={lead.status === 'sending'}>
        {lead.status === 'sending' ? texts.sending : texts.submit}
      </Button>
      {used ? <Toaster /> : null}
    </form>
  );
}
