'use client';

import { useActionState, useEffect, useId, useRef, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { FormStatus, controlClasses } from '@/components/ui/form-field';
import type { newsletterSources } from '@/forms/newsletter';
import { initialFormState } from '@/forms/state';
import type { Locale } from '@/i18n/locales';
import { subscribeToNewsletter } from '@/server/actions/newsletter';

import { FormContextFields } from './form-context-fields';
import { showToast } from './toast';
import { Toaster } from './toaster';
import { useFormPermalink } from './use-form-permalink';

type NewsletterFormTexts = {
  emailLabel: string;
  submit: string;
  sending: string;
  success: string;
  honeypot: string;
};

type NewsletterFormProps = {
  locale: Locale;
  source: (typeof newsletterSources)[number];
  texts: NewsletterFormTexts;
  privacyNote: ReactNode;
  /**
   * The id of the element a post without JavaScript returns to, where the answer shows: the
   * browser applies the fragment of the form's action URL to the page it gets back.
   */
  anchor?: string;
};

/**
 * Newsletter sign-up (double opt-in). A server action takes it with or without JavaScript;
 * without, the visitor lands on a page that explains the confirmation email.
 */
export function NewsletterForm({
  locale,
  source,
  texts,
  privacyNote,
  anchor,
}: NewsletterFormProps) {
  const [state, formAction, pending] = useActionState(
    subscribeToNewsletter,
    initialFormState,
    useFormPermalink({ fragment: anchor }),
  );
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const error = state.errors?.email;
  const message = state.status === 'success' ? texts.success : (error ?? state.message);

  useEffect(() => {
    if (state.status === 'success') form.current?.reset();
    if (state.status !== 'idle' && message) {
      void showToast(message, state.status === 'success' ? 'success' : 'error');
    }
  }, [state, message]);

  return (
    <form ref={form} action={formAction} noValidate className="relative space-y-3">
      <FormContextFields locale={locale} honeypotLabel={texts.honeypot} />
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
          defaultValue={state.status === 'success' ? '' : state.values?.email}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status ${id}-note`}
          className={controlClasses}
        />
        <Button type="submit" disabled={pending} className="shrink-0">
          {pending ? texts.sending : texts.submit}
        </Button>
      </div>
      <div id={`${id}-status`}>
        <FormStatus tone={state.status === 'success' ? 'success' : 'error'}>
          {state.status === 'idle' ? null : message}
        </FormStatus>
      </div>
      <p id={`${id}-note`} className="text-sm text-muted">
        {privacyNote}
      </p>
      {state.status !== 'idle' ? <Toaster /> : null}
    </form>
  );
}
