'use client';

import type { ReactNode } from 'react';

import {
  CheckboxField,
  FormField,
  Select,
  TextAreaField,
  TextField,
} from '@/components/ui/form-field';
import { ErrorSummary } from '@/features/forms/error-summary';
import { schemaCheck } from '@/features/forms/fields';
import { FormContextFields } from '@/features/forms/form-context-fields';
import { FormFooter } from '@/features/forms/form-footer';
import { useForm, type FormTexts } from '@/features/forms/use-form';
import type { Locale } from '@/i18n/locales';
import { useRecaptcha } from '@/integrations/recaptcha/use-recaptcha';

import { sendContact } from './action';
import {
  type contactBudgets,
  contactSchema,
  type contactTimelines,
  type contactTopics,
} from './schema';

type Option<T extends string> = Record<T, string>;

export type ContactFormTexts = Required<FormTexts> & {
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
  /** Google's notice, shown while reCAPTCHA protects the form. */
  captchaNotice: ReactNode;
};

/**
 * The contact form: without JavaScript it ends on the thank-you page, with it it answers in
 * place (`useForm`).
 */
export function ContactForm({ locale, texts, privacyLabel, captchaNotice }: ContactFormProps) {
  const captcha = useRecaptcha('contact');
  const form = useForm({
    action: sendContact,
    texts,
    // Without JavaScript the page comes back at the form's error summary.
    permalink: { fragment: 'contact-errors' },
    check: schemaCheck(contactSchema),
    captchaToken: captcha.token,
  });
  const { errors, values } = form;
  const field = (name: keyof ContactFormTexts['labels']) => ({
    id: `contact-${name}`,
    name,
    label: texts.labels[name],
    error: errors[name],
    defaultValue: values[name],
    optionalLabel: texts.optional,
  });

  const select = <T extends string>(
    name: 'topic' | 'budget' | 'timeline',
    options: Option<T>,
    required = false,
  ) => (
    <FormField
      id={`contact-${name}`}
      label={texts.labels[name]}
      error={errors[name]}
      required={required}
      optionalLabel={texts.optional}
    >
      {(describedBy) => (
        <Select
          id={`contact-${name}`}
          name={name}
          required={required}
          defaultValue={values[name] ?? ''}
          aria-invalid={errors[name] ? true : undefined}
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
      action={form.formAction}
      onSubmit={form.onSubmit}
      noValidate
      className="relative space-y-6"
    >
      <FormContextFields locale={locale} honeypotLabel={texts.honeypot} />
      <ErrorSummary
        id="contact-errors"
        message={form.status === 'invalid' ? form.message : undefined}
        errors={form.errors}
        labels={texts.labels}
        fieldId={(name) => `contact-${name === 'privacyAccepted' ? 'privacy' : name}`}
      />
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField {...field('name')} autoComplete="name" required />
        <TextField
          {...field('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
        />
        <TextField {...field('company')} autoComplete="organization" />
        <TextField {...field('phone')} type="tel" autoComplete="tel" hint={texts.phoneHint} />
      </div>
      {select('topic', texts.topics, true)}
      <div className="grid gap-6 sm:grid-cols-2">
        {select('budget', texts.budgets)}
        {select('timeline', texts.timelines)}
      </div>
      <TextAreaField
        {...field('message')}
        hint={texts.messageHint}
        rows={7}
        maxLength={5000}
        required
      />
      <CheckboxField
        id="contact-privacy"
        name="privacyAccepted"
        label={privacyLabel}
        required
        error={errors.privacyAccepted}
        defaultChecked={values.privacyAccepted === 'on'}
      />
      <CheckboxField
        id="contact-newsletter"
        name="newsletterOptIn"
        label={texts.newsletter}
        defaultChecked={values.newsletterOptIn === 'on'}
      />
      <FormFooter
        {...form}
        submit={texts.submit}
        sendingLabel={texts.sending}
        notice={captcha.active ? captchaNotice : undefined}
      />
    </form>
  );
}
