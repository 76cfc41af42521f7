'use server';

import { headers } from 'next/headers';
import { redirect } from 'next/navigation';

import { fieldErrors } from '@/features/forms/fields';
import { textFields } from '@/features/forms/form-data';
import { statusMessage, submissionLocale, translateErrors } from '@/features/forms/messages';
import type { FormState } from '@/features/forms/state';
import type { Locale } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import { DatabaseUnavailableError, withDatabase } from '@/server/db';
import type { ProofOfWorkResult } from '@/server/db/schema';
import { clientInfo } from '@/server/leads/client';
import { proofOfWorkResult } from '@/server/leads/proof-of-work';
import { consumeSubmission } from '@/server/leads/rate-limit';
import { countLead } from '@/server/metrics/leads';

import { newsletterSchema, unsubscribeRequestSchema } from './schema';
import { confirmSubscription, requestUnsubscribeLink, subscribe, unsubscribe } from './service';

/** Runs newsletter work, answering a database outage with a message instead of an error page. */
async function guarded(locale: Locale, work: () => Promise<FormState>): Promise<FormState> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    return { status: 'error', message: await statusMessage('unavailable', locale) };
  }
}

/** Both forms email the typed address, so they share limits: nobody can flood an inbox this way. */
async function admitted(
  form: string,
  locale: Locale,
  proofOfWorkPayload: string | undefined,
): Promise<{ refusal: FormState } | { proofOfWork: ProofOfWorkResult }> {
  const requestHeaders = await headers();
  const { limit, proofOfWork } = await withDatabase(async (db) => {
    const client = await clientInfo(db, requestHeaders);
    const proofOfWork = await proofOfWorkResult(db, proofOfWorkPayload);
    const level = proofOfWork === 'solved' ? 'normal' : 'strict';
    return { limit: await consumeSubmission(db, form, client.ipHash, level), proofOfWork };
  });
  if (limit.allowed) return { proofOfWork };
  const message = await statusMessage('rateLimited', locale, limit.retryAfterSeconds);
  return { refusal: { status: 'error', message } };
}

export async function subscribeToNewsletter(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  const locale = submissionLocale(fields, await headers());
  const parsed = newsletterSchema.safeParse(fields);
  if (!parsed.success) {
    countLead('newsletter', 'refused');
    return {
      status: 'invalid',
      errors: await translateErrors(fieldErrors(parsed.error), locale),
      values: { email: fields.email ?? '' },
    };
  }
  const state = await guarded(locale, async () => {
    // A filled honeypot gets the same answer, and nothing happens.
    const admission = await admitted('newsletter', locale, parsed.data.altcha);
    if ('refusal' in admission) return admission.refusal;
    const { email, source, website } = parsed.data;
    if (!website) await subscribe(email, locale, source, admission.proofOfWork);
    countLead('newsletter', website ? 'flagged' : 'accepted');
    return { status: 'success' };
  });
  if (state.status !== 'success') countLead('newsletter', 'refused');
  if (state.status === 'success' && fields.enhanced !== '1') {
    // `#top`: the form's action URL ends in a fragment, which the browser would otherwise carry
    // over to the thank-you page and scroll to the same id in its footer.
    redirect(`${localizedPath('/thank-you/[kind]', locale, { kind: 'newsletter' })}#top`);
  }
  return state;
}

export async function confirmNewsletter(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  const locale = submissionLocale(fields, await headers());
  return guarded(locale, async () =>
    (await confirmSubscription(fields.token, locale))
      ? { status: 'success' }
      : { status: 'invalid' },
  );
}

/** The button on the unsubscribe page; the link itself only shows it. */
export async function confirmUnsubscribe(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  const locale = submissionLocale(fields, await headers());
  return guarded(locale, async () =>
    (await unsubscribe(fields.token, 'page')) ? { status: 'success' } : { status: 'invalid' },
  );
}

/** Emails an unsubscribe link; the answer never reveals whether the address subscribed. */
export async function sendUnsubscribeLink(_state: FormState, data: FormData): Promise<FormState> {
  const fields = textFields(data);
  const locale = submissionLocale(fields, await headers());
  const parsed = unsubscribeRequestSchema.safeParse(fields);
  if (!parsed.success) {
    return {
      status: 'invalid',
      errors: await translateErrors(fieldErrors(parsed.error), locale),
      values: { email: fields.email ?? '' },
    };
  }
  return guarded(locale, async () => {
    const admission = await admitted('unsubscribe-link', locale, parsed.data.altcha);
    if ('refusal' in admission) return admission.refusal;
    if (!parsed.data.website) await requestUnsubscribeLink(parsed.data.email, locale);
    return { status: 'success' };
  });
}
