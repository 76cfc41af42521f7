'use client';

import { useActionState, useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import {
  CheckboxField,
  FormField,
  FormStatus,
  Select,
  TextArea,
  TextInput,
} from '@/components/ui/form-field';
import {
  type contactBudgets,
  contactSchema,
  type contactTimelines,
  type contactTopics,
} from '@/forms/contact';
import { initialFormState, type FormState } from '@/forms/state';
import type { Locale } from '@/i18n/locales';

import { FormContextFields } from './form-context-fields';
import { Toaster } from './toaster';
import { useLeadForm, type LeadFormTexts } from './use-lead-form';

type Option<T extends string> = Record<T, string>;

export type ContactFormTexts = LeadFormTexts & {
  labels: Record<
    'name' | 'email' | 'company' | 'phone' | 'topic' | 'budget' | 'timeline' | 'message',
    string
  >;
  phoneHint: string;
  messageHint: string;
  choose: string;
  topics: Option<(typeof contactTopics)[number]>;
  budgets: Option<(typeof contactBudgets)[number]>;
  timelines: Option<(typeof contactTimelines)[number]>;
  newsletter: string;
  submit: string;
  sending: string;
  optional: string;
  honeypot: string;
};

type ContactFormProps = {
  locale: Locale;
  texts: ContactFormTexts;
  /** The consent label, with its link to the privacy policy. */
  privacyLabel: ReactNode;
  /** The server action that takes the form when JavaScript is not available. */
  action: (state: FormState, data: FormData) => Promise<FormState>;
};

/**
 * The contact form. Without JavaScript it posts to a server action and ends on the thank-you
 * page; with it, it posts to POST /api/contact/ and answers in place.
 */
export function ContactForm({ locale, texts, privacyLabel, action }: ContactFormProps) {
  const [serverState, formAction] = useActionState(action, initialFormState);
  const lead = useLeadForm({
    schema: contactSchema,
    endpoint: '/api/contact/',
    encoding: 'json',
    texts,
  });
  const [used, setUsed] = useState(false);

  // The browser's own answer wins once it exists; before, what the server rendered.
  const enhanced = lead.status !== 'idle';
  const errors = enhanced ? lead.errors : (serverState.errors ?? {});
  const values = serverState.values ?? {};
  const status = enhanced ? lead.status : serverState.status;
  const message = enhanced ? lead.message : serverState.message;
  const id = (name: string) => `contact-${name}`;
  const invalid = (name: string) => (errors[name] ? true : undefined);

  const text = (
    name: keyof ContactFormTexts['labels'],
    props: {
      type?: string;
      autoComplete?: string;
      required?: boolean;
      hint?: string;
      inputMode?: 'tel' | 'email';
    },
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
          inputMode={props.inputMode}
          required={props.required}
          defaultValue={values[name]}
          aria-invalid={invalid(name)}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );

  const select = <T extends string>(
    name: 'topic' | 'budget' | 'timeline',
    options: Option<T>,
    required = false,
  ) => (
    <FormField
      id={id(name)}
      label={texts.labels[name]}
      error={errors[name]}
      required={required}
      optionalLabel={texts.optional}
    >
      {(describedBy) => (
        <Select
          id={id(name)}
          name={name}
          required={required}
          defaultValue={values[name] ?? ''}
          aria-invalid={invalid(name)}
          aria-describedby={describedBy}
        >
          <option value="">{texts.choose}</option>
          {(Object.entries(options) as Array<[T, string]>).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
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
      noValidate
      className="relative space-y-6"
    >
      <FormContextFields locale={locale} honeypotLabel={texts.honeypot} />
      <div className="grid gap-6 sm:grid-cols-2">
        {text('name', { autoComplete: 'name', required: true })}
        {text('email', {
          type: 'email',
          autoComplete: 'email',
          required: true,
          inputMode: 'email',
        })}
        {text('company', { autoComplete: 'organization' })}
        {text('phone', {
          type: 'tel',
          autoComplete: 'tel',
          hint: texts.phoneHint,
          inputMode: 'tel',
        })}
      </div>
      {select('topic', texts.topics, true)}
      <div className="grid gap-6 sm:grid-cols-2">
        {select('budget', texts.budgets)}
        {select('timeline', texts.timelines)}
      </div>
      <FormField
        id={id('message')}
        label={texts.labels.message}
        hint={texts.messageHint}
        error={errors.message}
        required
      >
        {(describedBy) => (
          <TextArea
            id={id('message')}
            name="message"
            required
            rows={7}
            maxLength={5000}
            defaultValue={values.message}
            aria-invalid={invalid('message')}
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
      <CheckboxField
        id={id('newsletter')}
        name="newsletterOptIn"
        label={texts.newsletter}
        defaultChecked={values.newsletterOptIn === 'on'}
      />
      <FormStatus tone={status === 'success' ? 'success' : 'error'}>
        {status === 'idle' || status === 'sending' ? null : message}
      </FormStatus>
      <Button
        type="submit"
        disabled={lead.status === 'sending'}
        aria-disabled={lead.status === 'sending'}
      >
        {lead.status === 'sending' ? texts.sending : texts.submit}
      </Button>
      {used ? <Toaster /> : null}
    </form>
  );
}
