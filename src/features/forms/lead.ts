import 'server-only';

import type { Locale } from '@/i18n/locales';
import { verifyToken } from '@/integrations/recaptcha/verify';
import { DatabaseUnavailableError } from '@/server/db';
import type { BodyKind } from '@/server/http/body';
import { acceptLead, type AcceptOutcome } from '@/server/leads/accept';
import type { LeadForm } from '@/server/leads/forms';
import { parseIdempotencyKey } from '@/server/leads/idempotency';
import { countLead } from '@/server/metrics/leads';

import { statusMessage, translateErrors, type StatusMessage } from './messages';
import type { ValidatedLead } from './state';

/** A lead form's server side, as its form post and its HTTP endpoint both take it. */
export type LeadEndpoint = {
  /** The endpoint's path, as its folder under `src/app/` serves it. */
  path: `/api/${string}/`;
  form: LeadForm;
  accepted: readonly BodyKind[];
  maxBytes: number;
  validate: (
    fields: Record<string, unknown>,
    files: Map<string, File>,
    headers: Headers,
  ) => Promise<ValidatedLead>;
};

/** A submission as read by its adapter: from a form post or from the endpoint's body. */
export type LeadSubmission = {
  fields: Record<string, unknown>;
  files: Map<string, File>;
  headers: Headers;
  /** As sent, in the Idempotency-Key header or the form's field. */
  idempotencyKey: string | null | undefined;
  locale: Locale;
};

/** Refused: nothing stored. The message is in the submission's language. */
export type LeadRefusal = {
  reason: Extract<StatusMessage, 'malformed' | 'rateLimited' | 'keyReused' | 'unavailable'>;
  message: string;
  retryAfterSeconds?: number;
};

export type LeadResult =
  | { outcome: 'created'; id: string }
  | { outcome: 'invalid'; errors: Record<string, string> }
  | ({ outcome: 'refused' } & LeadRefusal);

/** How long a client waits after the database failed to take its submission. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;

/**
 * A lead from its fields to its answer: validated, stored with its emails in one transaction
 * (`acceptLead`), and answered in the submission's language. Anything but `created` counts as
 * a refused lead.
 */
export async function runLead(
  endpoint: Pick<LeadEndpoint, 'form' | 'validate'>,
  submission: LeadSubmission,
): Promise<LeadResult> {
  const result = await answer(endpoint, submission);
  if (result.outcome !== 'created') countLead(endpoint.form, 'refused');
  return result;
}

async function answer(
  { form, validate }: Pick<LeadEndpoint, 'form' | 'validate'>,
  { fields, files, headers, idempotencyKey, locale }: LeadSubmission,
): Promise<LeadResult> {
  const refused = async (
    reason: LeadRefusal['reason'],
    retryAfterSeconds?: number,
  ): Promise<LeadResult> => ({
    outcome: 'refused',
    reason,
    message: await statusMessage(reason, locale, retryAfterSeconds),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  });
  const key = parseIdempotencyKey(idempotencyKey ?? null);
  if (key === 'invalid') return refused('malformed');
  let outcome: AcceptOutcome | Extract<ValidatedLead, { outcome: 'invalid' }>;
  try {
    const validated = await validate(fields, files, headers);
    outcome =
      validated.outcome === 'invalid'
        ? validated
        : await acceptLead(validated.lead, {
            headers,
            idempotencyKey: key,
            captcha: await verifyToken(validated.captchaToken, form),
          });
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(`Submission refused, ${error.message}`);
    return refused('unavailable', DATABASE_RETRY_AFTER_SECONDS);
  }
  switch (outcome.outcome) {
    case 'created':
      return outcome;
    case 'invalid':
      return { outcome: 'invalid', errors: await translateErrors(outcome.errors, locale) };
    case 'rate-limited':
      return refused('rateLimited', outcome.retryAfterSeconds);
    case 'key-reused':
      return refused('keyReused');
  }
}
