import 'server-only';

import { integrationSettings } from '@/integrations/registry';
import { readBytes } from '@/server/http/body';
import { revalidatedJson } from '@/server/http/revalidated-json';

import { FLAG_TIMEOUT_MS } from './flag-client-options';
import { flagSnapshot } from './service';

/** The browser's flag client asks here, so it calls no third party and gets the server's flags. */
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

/** Far above the flag client's usage metrics and its context: anything larger is not from it. */
export const MAX_FLAG_CLIENT_BODY_BYTES = 64 * 1024;

/** Best effort: a failure upstream still gets 202, as the visitor could not fix a logged error. */
export async function relayFlagMetrics(request: Request): Promise<Response> {
  const { UNLEASH_URL, UNLEASH_CLIENT_KEY, UNLEASH_APP_NAME } = integrationSettings;
  if (!UNLEASH_URL || !UNLEASH_CLIENT_KEY) {
    return Response.json({ error: 'No flag service is configured' }, { status: 404 });
  }
  const bytes = await readBytes(request, MAX_FLAG_CLIENT_BODY_BYTES);
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
