import 'server-only';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { localizedPath } from '@/routes/paths';
import { DatabaseUnavailableError } from '@/server/db';
import type { RequestContext } from '@/server/leads/accept';
import { parseIdempotencyKey } from '@/server/leads/idempotency';
import { refusedBeforeReading } from '@/server/leads/rate-limit';
import { countLead } from '@/server/metrics/leads';
import { serverTranslator } from '@/server/translator';

import { valuesToKeep } from './form-data';
import { statusMessage, submissionLocale, translateErrors } from './messages';
import type { FormState, SubmitOutcome } from './state';

/** Enhanced forms get their answer in place; without JavaScript, the thank-you page or errors. */
export async function answerLead(
  fields: Record<string, string>,
  submit: (context: RequestContext) => Promise<SubmitOutcome>,
  form: 'contact' | 'application',
): Promise<FormState> {
  const state = await answer(fields, submit, form);
  // A stored lead is counted where it is stored; any other answer means it was not.
  if (state.status !== 'success') countLead(form, 'refused');
  return state;
}

async function answer(
  fields: Record<string, string>,
  submit: (context: RequestContext) => Promise<SubmitOutcome>,
  form: 'contact' | 'application',
): Promise<FormState> {
  const requestHeaders = await headers();
  const locale = submissionLocale(fields, requestHeaders);
  const values = valuesToKeep(fields);
  const idempotencyKey = parseIdempotencyKey(fields.idempotencyKey ?? null);
  if (idempotencyKey === 'invalid') {
    return { status: 'error', message: await statusMessage('malformed', locale), values };
  }
  // As the HTTP endpoint does: a client over its limit gets none of the submission's work.
  const limited = await refusedBeforeReading(form, requestHeaders);
  let outcome: SubmitOutcome;
  try {
    outcome = limited.allowed
      ? await submit({ headers: requestHeaders, idempotencyKey })
      : { outcome: 'rate-limited', retryAfterSeconds: limited.retryAfterSeconds };
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(`Submission refused, ${error.message}`);
    return { status: 'error', message: await statusMessage('unavailable', locale), values };
  }
  if (outcome.outcome === 'created') {
    if (fields.enhanced === '1') return { status: 'success' };
    // `#top`: the form's action URL ends in a fragment, which the browser would otherwise carry
    // over to the thank-you page and scroll to the same id in its footer.
    const kind = form === 'contact' ? 'message' : 'application';
    redirect(`${localizedPath('/thank-you/[kind]', locale, { kind })}#top`);
  }
  switch (outcome.outcome) {
    case 'invalid':
      return {
        status: 'invalid',
        errors: await translateErrors(outcome.errors, locale),
        message: (await serverTranslator(locale))('shared.forms.fixErrors'),
        values,
      };
    case 'rate-limited':
      return {
        status: 'error',
        message: await statusMessage('rateLimited', locale, outcome.retryAfterSeconds),
        values,
      };
    case 'key-reused':
      return { status: 'error', message: await statusMessage('keyReused', locale), values };
  }
}
