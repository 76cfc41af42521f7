import 'server-only';

import type { Locale } from '@/i18n/locales';
import { verifiesTokens } from '@/integrations/recaptcha/verify';
import { acceptedBodyKind, isCrossSite, readBody } from '@/server/http/body';
import { refusedBeforeReading } from '@/server/leads/rate-limit';
import { countLead } from '@/server/metrics/leads';

import { runLead, type LeadEndpoint, type LeadRefusal, type LeadResult } from './lead';
import { browserLocale, declaredLocale, statusMessage, type StatusMessage } from './messages';

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
  locale: Locale,
): Promise<Response | undefined> {
  if (isCrossSite(request)) return failure(403, 'crossSite', locale);
  if (!acceptedBodyKind(request, endpoint.accepted)) return failure(415, 'unsupported', locale);
  if (Number(request.headers.get('content-length')) > endpoint.maxBytes) {
    return failure(413, 'tooLarge', locale);
  }
  const limited = await refusedBeforeReading(endpoint.form, request.headers, verifiesTokens());
  if (!limited.allowed) return rateLimited(limited.retryAfterSeconds, locale);
  return undefined;
}

/**
 * A lead endpoint's HTTP contract: 201 {id} once committed, 422 with field errors, 400/413/415
 * for unreadable bodies, 429 and 503 with Retry-After. An Idempotency-Key replays the first
 * answer; anything but 201 counts as a refused lead.
 */
export async function handleLeadPost(request: Request, endpoint: LeadEndpoint): Promise<Response> {
  const browser = browserLocale(request.headers);
  const refused = (response: Response) => {
    countLead(endpoint.form, 'refused');
    return response;
  };
  const early = await refusalBeforeBody(request, endpoint, browser);
  if (early) return refused(early);
  const body = await readBody(request, endpoint.accepted, endpoint.maxBytes);
  if (!body.ok) return refused(await failure(body.status, bodyStatusMessage[body.status], browser));
  const result = await runLead(endpoint, {
    fields: body.fields,
    files: body.files,
    headers: request.headers,
    idempotencyKey: request.headers.get('idempotency-key'),
    locale: declaredLocale(body.fields) ?? browser,
  });
  return responseTo(result);
}

const refusalStatus: Record<LeadRefusal['reason'], number> = {
  malformed: 400,
  keyReused: 422,
  rateLimited: 429,
  unavailable: 503,
};

function responseTo(result: LeadResult): Response {
  switch (result.outcome) {
    case 'created':
      return json(201, { id: result.id });
    case 'invalid':
      return json(422, { errors: result.errors });
    case 'refused': {
      const { reason, message, retryAfterSeconds } = result;
      const retry: Record<string, string> =
        retryAfterSeconds === undefined ? {} : { 'retry-after': String(retryAfterSeconds) };
      // A reused key is the field's error, as a form shows it.
      const body =
        reason === 'keyReused' ? { errors: { idempotencyKey: message } } : { error: message };
      return json(refusalStatus[reason], body, retry);
    }
  }
}
