import { integrationSettings } from '@/config/integrations';
import { FLAG_TIMEOUT_MS } from '@/integrations/flags/flag-client-options';
import { readBytes } from '@/server/http/body';

export const dynamic = 'force-dynamic';

/** Usage metrics are a few hundred bytes; anything much larger is not from the flag client. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Passes the browser client's usage metrics (`POST {url}/client/metrics`, every 30 s) on to the
 * flag service. Metrics are best effort: a failure upstream is answered with 202 and dropped,
 * so the browser's client does not log an error for something the visitor cannot fix.
 */
export async function POST(request: Request): Promise<Response> {
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
