'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

import type { FormState } from '@/forms/state';
import { localizedPath } from '@/routes/paths';
import { DatabaseUnavailableError } from '@/server/db';
import { submitApplication } from '@/server/leads/application';
import { submitContact, type SubmitOutcome } from '@/server/leads/contact';
import { statusMessage, submissionLocale, translateErrors } from '@/server/leads/messages';
import { serverTranslator } from '@/server/translator';

import { textFields, valuesToKeep } from './form-data';

/**
 * The forms' path without JavaScript: the browser posts the form to the page, the action runs
 * the same submission as the API and either redirects to the thank-you page or shows the form
 * again with its errors. With JavaScript the forms call the API instead.
 */
async function answer(
  fields: Record<string, string>,
  submit: (requestHeaders: Headers) => Promise<SubmitOutcome>,
  thankYou: 'message' | 'application',
): Promise<FormState> {
  const requestHeaders = await headers();
  const locale = submissionLocale(fields, requestHeaders);
  const values = valuesToKeep(fields);
  let outcome: SubmitOutcome;
  try {
    outcome = await submit(requestHeaders);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(`Submission refused, ${error.message}`);
    return { status: 'error', message: await statusMessage('unavailable', locale), values };
  }
  if (outcome.outcome === 'created') {
    // `#top`: the form's action URL ends in a fragment, which the browser would otherwise carry
    // over to the thank-you page and scroll to the same id in its footer.
    redirect(`${localizedPath('/thank-you/[kind]', locale, { kind: thankYou })}#top`);
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

export async function sendContact(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  return answer(
    fields,
    (requestHeaders) => submitContact(fields, { headers: requestHeaders }),
    'message',
  );
}

export async function sendApplication(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  const cv = data instanceof FormData ? data.get('cv') : null;
  const upload =
    cv instanceof File && cv.size > 0
      ? { name: cv.name, type: cv.type, bytes: new Uint8Array(await cv.arrayBuffer()) }
      : undefined;
  return answer(
    fields,
    (requestHeaders) => submitApplication(fields, upload, { headers: requestHeaders }),
    'application',
  );
}
