import 'server-only';

import { integrationSettings } from '@/integrations/registry';
import { readBytes } from '@/server/http/body';
import { revalidatedJson } from '@/server/http/revalidated-json';

import { FLAG_TIMEOUT_MS } from './flag-client-options';
import { flagSnapshot } from './service';

/**
 * The browser's flag client (unleash-proxy-client) talks to this relay instead of the flag
 * service: the visitor's browser contacts no third party, and it sees exactly the flags the
 * server uses for its redirects, from the same 10-second copy. It speaks the Unleash frontend
 * API: `{ toggles }`, an ETag, and 304 when the browser already has that version. The visitor's
 * context is not used: every visitor gets the site-wide evaluation, the one the server applies.
 * Served at `/api/flags/proxy/`, for GET and for the client's optional POST mode.
 */
export async function relayFlags(request: Request): Promise<Response> {
  const snapshot = await flagSnapshot();
  if (!snapshot) return Response.json({ error: 'No flag service is configured' }, { status: 404 });
  if (snapshot.state !== 'healthy') {
    // The browser's client enters its error state and uses the defaults, as the server does.
    return Response.json(
      { error: 'The flag service cannot be reached' },
      { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '10' } },
    );
  }
  return revalidatedJson(request, snapshot.body, snapshot.etag);
}

/** Usage metrics are a few hundred bytes; anything much larger is not from the flag client. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Passes the browser client's usage metrics (`POST {url}/client/metrics`, every 30 s) on to the
 * flag service. Metrics are best effort: a failure upstream is answered with 202 and dropped,
 * so the browser's client does not log an error for something the visitor cannot fix. Served at
 * `/api/flags/proxy/client/metrics/`.
 */
export async function relayFlagMetrics(request: Request): Promise<Response> {
  const { UNLEASH_URL, UNLEASH_CLIENT_KEY, UNLEASH_APP_NAME } = integrationSettings;
  if (!UNLEASH_URL || !UNLEASH_CLIENT_KEY) {
    return Response.json({ error: 'No flag service is configured' }, { status: 404 });
  }
  const bytes = await readBytes(request, MAX_BODY_BYTES);
  if (bytes === 'too-large') return Response.json({ error: 'Too large' }, { status: 413 });
  let body: string;
  try {
    body = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    JSON.parse(body);
  } catch {
    return Response.json({ error: 'Expected JSON' }, { status: 400 });
  }
  try {
    await fetch(`${UNLEASH_URL}/proxy/client/metrics`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: UNLEASH_CLIENT_KEY,
        'unleash-appname': UNLEASH_APP_NAME,
      },
      body,
      signal: AbortSignal.timeout(FLAG_TIMEOUT_MS),
    });
  } catch {
    // Dropped: the flag service is down, which the flag requests already report.
  }
  return new Response(null, { status: 202 });
}
