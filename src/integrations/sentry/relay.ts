import 'server-only';

import { integrationSettings } from '@/integrations/registry';
import { readBytes } from '@/server/http/body';

import { envelopeTarget, maxEnvelopeBytes } from './tunnel';

const upstreamTimeoutMs = 5000;

const text = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/** Sentry's tunnel, so that the browser never contacts Sentry nor passes on the visitor's IP. */
export async function relayErrorReports(request: Request): Promise<Response> {
  const dsn = integrationSettings.SENTRY_DSN;
  if (!dsn) return text(404, 'Not found.\n');

  const envelope = await readBytes(request, maxEnvelopeBytes);
  if (envelope === 'too-large') return text(413, 'Envelope too large.\n');
  const target = envelopeTarget(envelope, dsn);
  if (!target.ok) return text(target.status, `Refused: ${target.reason}.\n`);

  try {
    const upstream = await fetch(target.upstreamUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope' },
      body: envelope,
      signal: AbortSignal.timeout(upstreamTimeoutMs),
    });
    const headers = new Headers({ 'cache-control': 'no-store' });
    // The SDK backs off when Sentry says so; these headers carry that.
    for (const name of ['content-type', 'retry-after', 'x-sentry-rate-limits']) {
      const value = upstream.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(await upstream.arrayBuffer(), { status: upstream.status, headers });
  } catch (error) {
    console.warn('Sentry tunnel: the envelope could not be forwarded', error);
    return text(502, 'Sentry is not reachable.\n');
  }
}
