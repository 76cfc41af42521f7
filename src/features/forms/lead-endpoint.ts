import 'server-only';

import type { Locale } from '@/i18n/locales';
import { DatabaseUnavailableError } from '@/server/db';
import { acceptedBodyKind, isCrossSite, readBody, type BodyKind } from '@/server/http/body';
import type { RequestContext } from '@/server/leads/accept';
import { parseIdempotencyKey } from '@/server/leads/idempotency';
import { refusedBeforeReading } from '@/server/leads/rate-limit';
import { countLead } from '@/server/metrics/leads';

import { statusMessage, submissionLocale, translateErrors, type StatusMessage } from './messages';
import type { SubmitOutcome } from './state';

export const DATABASE_RETRY_AFTER_SECONDS = 30;

export type LeadEndpoint = {
  /** The endpoint's path, as its folder under `src/app/` serves it. */
  path: `/api/${string}/`;
  form: 'contact' | 'application';
  accepted: readonly BodyKind[];
  maxBytes: number;
  submit: (
    fields: Record<string, unknown>,
    files: Map<string, File>,
    context: RequestContext,
  ) => Promise<SubmitOutcome>;
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

export async function failure(
  status: number,
  message: StatusMessage,
  locale: Locale,
  headers = {},
) {
  return json(status, { error: await statusMessage(message, locale) }, headers);
}

export async function rateLimited(retryAfterSeconds: number, locale: Locale) {
  return json(
    429,
    { error: await statusMessage('rateLimited', locale, retryAfterSeconds) },
    { 'retry-after': String(retryAfterSeconds) },
  );
}

const bodyStatusMessage: Record<400 | 413 | 415, StatusMessage> = {
  400: 'malformed',
  413: 'tooLarge',
  415: 'unsupported',
};

/** Asked before Next reads the body (src/instrumentation.ts) and again by the route. */
export async function refusalBeforeBody(
  request: Pick<Request, 'headers'>,
  endpoint: Pick<LeadEndpoint, 'form' | 'accepted' | 'maxBytes'>,
): Promise<Response | undefined> {
  const locale = submissionLocale({}, request.headers);
  if (isCrossSite(request)) return failure(403, 'crossSite', locale);
  if (!acceptedBodyKind(request, endpoint.accepted)) return failure(415, 'unsupported', locale);
  if (Number(request.headers.get('content-length')) > endpoint.maxBytes) {
    return failure(413, 'tooLarge', locale);
  }
  const limited = await refusedBeforeReading(endpoint.form, request.headers);
  if (!limited.allowed) return rateLimited(limited.retryAfterSeconds, locale);
  return undefined;
}

/**
 * The lead endpoints' HTTP contract over the forms' handlers: 201 {id} once committed, 422 with
 * field errors, 400/413/415 for unreadable bodies, 429 and 503 with Retry-After. An
 * Idempotency-Key replays the first answer; anything but 201 counts as a refused lead.
 */
export async function handleLeadPost(request: Request, endpoint: LeadEndpoint) {
  const response = await answerLeadPost(request, endpoint);
  if (response.status >= 400) countLead(endpoint.form, 'refused');
  return response;
}

async function answerLeadPost(request: Request, endpoint: LeadEndpoint) {
  const refusal = await refusalBeforeBody(request, endpoint);
  if (refusal) return refusal;

  const fallbackLocale = submissionLocale({}, request.headers);
  const key = parseIdempotencyKey(request.headers.get('idempotency-key'));
  const body = await readBody(request, endpoint.accepted, endpoint.maxBytes);
  if (!body.ok) return failure(body.status, bodyStatusMessage[body.status], fallbackLocale);
  const locale = submissionLocale(body.fields, request.headers);
  if (key === 'invalid') {
    return json(400, { error: await statusMessage('malformed', locale) });
  }

  try {
    const outcome = await endpoint.submit(body.fields, body.files, {
      headers: request.headers,
      idempotencyKey: key,
    });
    switch (outcome.outcome) {
      case 'created':
        return json(201, { id: outcome.id });
      case 'invalid':
        return json(422, { errors: await translateErrors(outcome.errors, locale) });
      case 'key-reused':
        return json(422, { errors: { idempotencyKey: await statusMessage('keyReused', locale) } });
      case 'rate-limited':
        return rateLimited(outcome.retryAfterSeconds, locale);
    }
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    console.error(`Submission refused, ${error.message}`);
    return failure(503, 'unavailable', locale, {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
}
