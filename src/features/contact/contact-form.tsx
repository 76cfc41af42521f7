'use client';

import type { ReactNode } from 'react';

import {
  CheckboxField,
  FormField,
  Select,
  TextAreaField,
  TextField,
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

import { sendContact } from './action';
import type { contactBudgets, contactTimelines, contactTopics } from './schema';

type Option<T extends string> = Record<T, string>;

export type ContactFormTexts = LeadFormTexts & {
  labels: Record<
    'name' | 'email' | 'company' | 'phone' | 'topic' | 'budget' | 'timeline' | 'message',
    string
  >;
  phoneHint: string;
  messageHint: string;
  /** The longest message the server accepts (`contactLimits`). */
  messageMaxLength: number;
  choose: string;
  topics: Option<(typeof contactTopics)[number]>;
  budgets: Option<(typeof contactBudgets)[number]>;
  timelines: Option<(typeof contactTimelines)[number]>;
  newsletter: string;
};

const idPrefix = 'contact';

type ContactFormProps = {
  locale: Locale;
  texts: ContactFormTexts;
  privacyLabel: ReactNode;
  captchaNotice: ReactNode;
};

/** The contact form: it answers in place with JavaScript, on the thank-you page without. */
export function ContactForm({ locale, texts, privacyLabel, captchaNotice }: ContactFormProps) {
  const captcha = useRecaptcha('contact');
  const form = useForm({
    action: sendContact,
    texts,
    // Without JavaScript the page comes back at the form's error summary.
    permalink: { fragment: errorSummaryId(idPrefix) },
    loadCheck: () => import('./check').then((module) => module.checkContact),
    captchaToken: captcha.token,
  });
  const { errors, values } = form;
  const field = (name: keyof ContactFormTexts['labels']) => ({
    id: leadFieldId(idPrefix, name),
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
      id={leadFieldId(idPrefix, name)}
      label={texts.labels[name]}
      error={errors[name]}
      required={required}
      optionalLabel={texts.optional}
    >
      {(describedBy) => (
        <Select
          id={leadFieldId(idPrefix, name)}
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
    <LeadForm
      form={form}
      locale={locale}
      honeypotLabel={texts.honeypot}
      proofOfWorkTexts={texts.proofOfWork}
      className="relative space-y-6"
      errorSummary={{ idPrefix, labels: texts.labels }}
    >
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
        maxLength={texts.messageMaxLength}
        required
      />
      <CheckboxField
        id={leadFieldId(idPrefix, 'privacyAccepted')}
        name="privacyAccepted"
        label={privacyLabel}
        required
        error={errors.privacyAccepted}
        defaultChecked={values.privacyAccepted === 'on'}
      />
      <CheckboxField
        id={leadFieldId(idPrefix, 'newsletterOptIn')}
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
    </LeadForm>
  );
}
