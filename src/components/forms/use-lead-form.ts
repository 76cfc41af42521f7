'use client';

import { useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';

import { fieldErrors, type ErrorCode, type FieldErrors } from '@/forms/fields';
import { initialFormState, type FormState } from '@/forms/state';
import { api } from '@/lib/fetch-client';

import { showToast } from './toast';
import { useFormPermalink } from './use-form-permalink';

export type ErrorTexts = Record<ErrorCode, string>;

export type LeadFormTexts = {
  errors: ErrorTexts;
  fixErrors: string;
  network: string;
  success: string;
};

type Options = {
  schema: z.ZodMiniType;
  endpoint: string;
  /** JSON for text-only forms, multipart when a file goes with it. */
  encoding: 'json' | 'multipart';
  texts: LeadFormTexts;
  /** Checks the browser can make beyond the schema, such as the file. */
  extraChecks?: (data: FormData) => Promise<FieldErrors>;
  /** A reCAPTCHA token for this submission, when reCAPTCHA is active (`useRecaptcha`). */
  captchaToken?: () => Promise<string | undefined>;
  /** How long the post may take, when not the fetch client's 10 s (an upload). */
  timeoutMs?: number;
};

/** What the API answers a lead post: `{ id }`, the field errors, or one error sentence. */
type LeadAnswer = { errors?: Record<string, string>; error?: string };

// ofetch hands over what it parsed: an object for JSON, else a string or a Blob.
const answerOf = (data: unknown): LeadAnswer =>
  typeof data === 'object' && data !== null ? (data as LeadAnswer) : {};

type LeadFormStatus = 'idle' | 'sending' | 'invalid' | 'error' | 'success';

const formatError = (texts: ErrorTexts, error: FieldErrors[string]) =>
  texts[error.code].replace(/\{(\w+)\}/g, (_, name: string) => String(error.values?.[name] ?? ''));

/**
 * Sends a lead form without reloading the page: validates with the same schema as the server,
 * posts to the API through the site's fetch client (never retried by it, timed out after 10 s)
 * with an Idempotency-Key (a retry of the same submission reuses it, so a timeout never creates
 * a duplicate), and reports the result inline and as a toast.
 */
function useLeadForm({
  schema,
  endpoint,
  encoding,
  texts,
  extraChecks,
  captchaToken,
  timeoutMs,
}: Options) {
  const [status, setStatus] = useState<LeadFormStatus>('idle');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  /** The form whose first invalid field takes the focus once the errors are on the page. */
  const focusFirstInvalid = useRef<HTMLFormElement | null>(null);

  // After React has rendered the errors: a frame requested with the state update may come
  // before that render on a busy device, and find no field marked invalid yet.
  useEffect(() => {
    const form = focusFirstInvalid.current;
    focusFirstInvalid.current = null;
    // Move to the first field to correct; its error is read out with it.
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [errors]);

  function showInvalid(form: HTMLFormElement, sentences: Record<string, string>) {
    focusFirstInvalid.current = form;
    setErrors(sentences);
    setStatus('invalid');
    setMessage(texts.fixErrors);
  }

  function fail(sentence: string) {
    setStatus('error');
    setMessage(sentence);
    void showToast(sentence, 'error');
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const fields = Object.fromEntries(
      [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );

    const parsed = schema.safeParse(fields);
    const found: FieldErrors = {
      ...(parsed.success ? {} : fieldErrors(parsed.error)),
      ...(await extraChecks?.(data)),
    };
    if (Object.keys(found).length > 0) {
      const sentences = Object.fromEntries(
        Object.entries(found).map(([field, error]) => [field, formatError(texts.errors, error)]),
      );
      return showInvalid(form, sentences);
    }

    // Without the captcha token, which is new on every attempt: a retry is the same submission.
    const fingerprint = JSON.stringify(fields);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: crypto.randomUUID() };
    }
    const { key } = attempt.current;
    setStatus('sending');
    setMessage(undefined);
    // Asked for at submission, since tokens expire after two minutes.
    const token = await captchaToken?.().catch(() => undefined);
    if (token) data.set('captchaToken', token);
    const response = await api
      .raw(endpoint, {
        method: 'POST',
        headers: { 'Idempotency-Key': key },
        // An object goes as JSON; FormData as multipart, with the boundary the browser sets.
        body: encoding === 'json' ? (token ? { ...fields, captchaToken: token } : fields) : data,
        // Every status comes back as an answer to read; only no answer at all throws.
        ignoreResponseError: true,
        ...(timeoutMs ? { timeout: timeoutMs } : {}),
      })
      // No answer: offline, refused, or timed out.
      .catch(() => null);
    if (!response) return fail(texts.network);
    const body = answerOf(response._data);
    if (response.status === 201) {
      attempt.current = null;
      form.reset();
      setErrors({});
      setStatus('success');
      setMessage(texts.success);
      void showToast(texts.success, 'success');
      return;
    }
    if (response.status === 422 && body.errors) return showInvalid(form, body.errors);
    return fail(body.error ?? texts.network);
  }

  return { status, errors, message, onSubmit };
}

type LeadFormAction = (state: FormState, data: FormData) => Promise<FormState>;

/**
 * Both paths of a lead form in one view: the server action's answer (the page as rendered after
 * a post without JavaScript) until the browser has sent the form itself, then the browser's.
 */
export function useLeadFormView(action: LeadFormAction, options: Options, summaryId: string) {
  // Without JavaScript the page comes back at the form's error summary.
  const [serverState, formAction] = useActionState(
    action,
    initialFormState,
    useFormPermalink({ fragment: summaryId }),
  );
  const lead = useLeadForm(options);
  const [used, setUsed] = useState(false);
  const enhanced = lead.status !== 'idle';
  const status = enhanced ? lead.status : serverState.status;
  return {
    formAction,
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      setUsed(true);
      void lead.onSubmit(event);
    },
    errors: enhanced ? lead.errors : (serverState.errors ?? {}),
    /** What the visitor typed, when the server sent the form back. */
    values: serverState.values ?? {},
    status,
    /** The sentence for the whole form, once there is one to show. */
    message:
      status === 'idle' || status === 'sending'
        ? undefined
        : enhanced
          ? lead.message
          : serverState.message,
    sending: lead.status === 'sending',
    /** Whether toasts may appear: only after the visitor sent the form. */
    toasts: used,
  };
}
