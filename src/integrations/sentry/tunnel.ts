import 'server-only';

import { parseSentryDsn } from './definition';

/** Far above any error event; a bigger body is not a report of ours. */
export const maxEnvelopeBytes = 1024 * 1024;

export type EnvelopeTarget =
  { ok: true; upstreamUrl: string } | { ok: false; status: 400 | 403; reason: string };

/** In the first line (develop.sentry.dev/sdk/data-model/envelopes/); the rest passes as is. */
export function envelopeDsn(envelope: Uint8Array): string | undefined {
  const end = envelope.indexOf(0x0a);
  const firstLine = envelope.subarray(0, end === -1 ? envelope.length : end);
  try {
    const header: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(firstLine));
    if (typeof header !== 'object' || header === null || !('dsn' in header)) return undefined;
    return typeof header.dsn === 'string' ? header.dsn : undefined;
  } catch {
    return undefined;
  }
}

/** Where an envelope goes: the configured Sentry project only, as the tunnel is no open relay. */
export function envelopeTarget(envelope: Uint8Array, configuredDsn: string): EnvelopeTarget {
  const configured = parseSentryDsn(configuredDsn);
  if (!configured) throw new Error('SENTRY_DSN is not a DSN');

  const named = envelopeDsn(envelope);
  if (named === undefined) return { ok: false, status: 400, reason: 'no DSN in the header' };
  const parsed = parseSentryDsn(named);
  if (!parsed) return { ok: false, status: 400, reason: 'not a DSN' };

  if (new URL(parsed.origin).host !== new URL(configured.origin).host) {
    return { ok: false, status: 403, reason: 'another Sentry host' };
  }
  if (parsed.projectId !== configured.projectId) {
    return { ok: false, status: 403, reason: 'another project' };
  }
  return {
    ok: true,
    upstreamUrl: `${configured.origin}/api/${configured.projectId}/envelope/`,
  };
}
