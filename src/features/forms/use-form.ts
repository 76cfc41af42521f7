'use client';

import {
  useActionState,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
} from 'react';

import type { Locale } from '@/i18n/locales';
import { formatNumber } from '@/lib/format';

import type { ErrorCode, FieldErrors, FormCheck } from './fields';
import { proofOfWorkPayload, startProofOfWork } from './proof-of-work/load';
import { initialFormState, type FormState } from './state';
import { showToast } from './toast';
import { useFormPermalink, type PermalinkOptions } from './use-form-permalink';

export type ErrorTexts = Record<ErrorCode, string>;

export type FormTexts = {
  /** Templates of the field errors the browser finds itself (`{min}` filled in here). */
  errors?: ErrorTexts;
  /** The page's language, in which the templates' figures are written ("5’000"). */
  locale?: Locale;
  fixErrors?: string;
  /** No answer from the server: offline, refused, or too slow. */
  network: string;
  success?: string;
};

export type FormAction = (state: FormState, data: FormData) => Promise<FormState>;

type FormOptions = {
  action: FormAction;
  texts: FormTexts;
  /** Where a post without JavaScript comes back to: the page's query and an element's id. */
  permalink?: PermalinkOptions;
  /** Loaded at the first move into the form, keeping zod out of the page and its prefetches. */
  loadCheck?: () => Promise<FormCheck>;
  /** Whether to send a proof of work: on, except for a button reached from an emailed link. */
  proofOfWork?: boolean;
  captchaToken?: () => Promise<string | undefined>;
  /** How long the server may take to answer, if not ANSWER_TIMEOUT_MS (an upload takes longer). */
  timeoutMs?: number;
  /** Whether results appear as toasts too; a form replaced by its answer needs none. */
  toasts?: boolean;
  /** The field of a one-field form, whose error is the form's message and toast. */
  messageField?: string;
};

const ANSWER_TIMEOUT_MS = 10_000;

type Status = FormState['status'] | 'sending';

const formatError = ({ errors, locale }: FormTexts, error: FieldErrors[string]) =>
  (errors?.[error.code] ?? error.code).replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = error.values?.[name];
    if (value === undefined) return '';
    return locale ? formatNumber(locale, value) : String(value);
  });

const noAnswerWithin = (ms: number) =>
  new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

/**
 * With JavaScript, it calls the action with an idempotency key kept while the fields stay the same,
 * so that a retry is never a second submission.
 */
export function useForm({
  action,
  texts,
  permalink,
  loadCheck,
  proofOfWork: withProofOfWork = true,
  captchaToken,
  timeoutMs = ANSWER_TIMEOUT_MS,
  toasts = true,
  messageField,
}: FormOptions) {
  // The answer to a post without JavaScript, as the page renders it.
  const [serverState, formAction] = useActionState(
    action,
    initialFormState,
    useFormPermalink(permalink),
  );
  const [browserState, setBrowserState] = useState<FormState | null>(null);
  const [sending, setSending] = useState(false);
  const [used, setUsed] = useState(false);
  const attempt = useRef<{ fingerprint: string; key: string } | null>(null);
  const check = useRef<Promise<FormCheck | undefined> | null>(null);
  /** The form that was answered: the focus moves to what the answer asks for once it is shown. */
  const answered = useRef<{ form: HTMLFormElement; scope: HTMLElement | null } | null>(null);

  // After React has rendered the answer: a frame requested with the state update may come
  // before that render on a busy device, and find nothing to focus yet.
  useEffect(() => {
    const target = answered.current;
    answered.current = null;
    if (!target) return;
    const { form, scope } = target;
    // The first field to correct, else the form's message: the send button, disabled while sending,
    // left the focus nowhere, and a form replaced by its answer leaves its message in `scope`.
    const firstInvalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const message = (form.isConnected ? form : scope)?.querySelector<HTMLElement>(
      '[data-form-status]:not(:empty)',
    );
    (firstInvalid ?? message)?.focus();
  }, [browserState]);

  /** The sentence for the whole form: its own, a one-field form's error, or the success text. */
  const messageOf = (state: FormState) =>
    state.status === 'success'
      ? (state.message ?? texts.success)
      : (state.message ?? (messageField ? state.errors?.[messageField] : undefined));

  function show(form: HTMLFormElement, state: FormState) {
    answered.current = { form, scope: form.parentElement };
    if (state.status === 'success') {
      attempt.current = null;
      form.reset();
    }
    setBrowserState(state);
    const message = messageOf(state);
    const toastWorthy = state.status !== 'invalid' || messageField !== undefined;
    if (toasts && message && toastWorthy) {
      void showToast(message, state.status === 'success' ? 'success' : 'error');
    }
  }

  /** The browser's check, loading from the first call on; a failed load is tried again next time. */
  function loadedCheck() {
    check.current ??= loadCheck
      ? loadCheck().catch(() => {
          check.current = null;
          return undefined;
        })
      : Promise.resolve(undefined);
    return check.current;
  }

  async function send(form: HTMLFormElement, data: FormData) {
    const fields = Object.fromEntries(
      [...data].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const found: FieldErrors = (await (await loadedCheck())?.(fields, data)) ?? {};
    if (Object.keys(found).length > 0) {
      const errors = Object.fromEntries(
        Object.entries(found).map(([field, error]) => [field, formatError(texts, error)]),
      );
      return show(form, { status: 'invalid', errors, message: texts.fixErrors });
    }

    // Without the captcha token, which is new on every attempt: a retry is the same submission.
    const fingerprint = JSON.stringify(fields);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { fingerprint, key: crypto.randomUUID() };
    }
    data.set('idempotencyKey', attempt.current.key);
    // Asked for at submission, since tokens expire after two minutes.
    const [token, proof] = await Promise.all([
      captchaToken?.().catch(() => undefined),
      withProofOfWork ? proofOfWorkPayload(form) : undefined,
    ]);
    if (token) data.set('captchaToken', token);
    if (proof) data.set('altcha', proof);
    const answer = await Promise.race([action(initialFormState, data), noAnswerWithin(timeoutMs)])
      // No answer: offline, refused, or an answer that is no form state.
      .catch(() => null);
    show(form, answer ?? { status: 'error', message: texts.network });
  }

  const state = browserState ?? serverState;
  return {
    formAction,
    /** The first move into the form: the check starts loading and the proof of work solving. */
    onFocus(event: FocusEvent<HTMLFormElement>) {
      void loadedCheck();
      if (withProofOfWork) startProofOfWork(event.currentTarget);
    },
    onSubmit(event: FormEvent<HTMLFormElement>) {
      event.preventDefault();
      if (sending) return;
      const form = event.currentTarget;
      setUsed(true);
      setSending(true);
      void send(form, new FormData(form)).finally(() => setSending(false));
    },
    status: sending ? ('sending' satisfies Status) : state.status,
    errors: state.errors ?? {},
    values: serverState.values ?? {},
    message: sending ? undefined : messageOf(state),
    sending,
    /** Whether toasts may appear: only once the visitor sent the form with JavaScript. */
    toasts: toasts && used,
  };
}
