'use client';

import { useActionState, useId } from 'react';

import { Button } from '@/components/ui/button';
import { FormStatus, TextField } from '@/components/ui/form-field';
import { initialFormState } from '@/forms/state';
import type { Locale } from '@/i18n/locales';
import { sendUnsubscribeLink } from '@/server/actions/newsletter';

import { FormContextFields } from './form-context-fields';
import { useFormPermalink } from './use-form-permalink';

type UnsubscribeRequestFormProps = {
  locale: Locale;
  texts: { emailLabel: string; submit: string; sent: string; honeypot: string };
  /** The page's query, kept in the URL the form posts to without JavaScript. */
  query?: Record<string, string>;
};

/** Asks for an unsubscribe link by email; the answer is the same for every address. */
export function UnsubscribeRequestForm({ locale, texts, query }: UnsubscribeRequestFormProps) {
  const [state, formAction, pending] = useActionState(
    sendUnsubscribeLink,
    initialFormState,
    useFormPermalink({ query }),
  );
  const id = useId();
  if (state.status === 'success') {
    return (
      <FormStatus tone="success">
        <p>{texts.sent}</p>
      </FormStatus>
    );
  }
  return (
    <form action={formAction} noValidate className="relative max-w-xl space-y-4">
      <FormContextFields locale={locale} honeypotLabel={texts.honeypot} />
      <TextField
        id={`${id}-email`}
        name="email"
        type="email"
        label={texts.emailLabel}
        autoComplete="email"
        required
        error={state.errors?.email}
        defaultValue={state.values?.email}
      />
      <FormStatus tone="error">{state.status === 'error' ? state.message : null}</FormStatus>
      <Button type="submit" disabled={pending}>
        {texts.submit}
      </Button>
    </form>
  );
}
