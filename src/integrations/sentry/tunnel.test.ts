import { describe, expect, it } from 'vitest';

import { envelopeDsn, envelopeTarget } from './tunnel';

const configured = 'https://publickey@o123.ingest.sentry.io/4507';

/** An envelope as the browser SDK sends it through a tunnel: header, item header, payload. */
function envelope(header: unknown, payload = '{"message":"boom"}'): Uint8Array {
  const text = [JSON.stringify(header), '{"type":"event"}', payload].join('\n');
  return new TextEncoder().encode(text);
}

describe('envelopeDsn', () => {
  it('reads the DSN from the first line only', () => {
    expect(envelopeDsn(envelope({ dsn: configured, event_id: 'e1' }))).toBe(configured);
    // A DSN further down (in the payload) does not count.
    expect(envelopeDsn(envelope({ event_id: 'e1' }, JSON.stringify({ dsn: configured })))).toBe(
      undefined,
    );
  });

  it('accepts an envelope of a header line alone', () => {
    expect(envelopeDsn(new TextEncoder().encode(JSON.stringify({ dsn: configured })))).toBe(
      configured,
    );
  });

  it.each([
    ['an empty body', new Uint8Array()],
    ['a header that is not JSON', new TextEncoder().encode('dsn=x\n{}\n{}')],
    ['a header that is not an object', envelope(['dsn', configured])],
    ['a DSN that is not a string', envelope({ dsn: 42 })],
    ['a header that is not UTF-8', new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d, 0x0a])],
  ])('finds none in %s', (_, body) => {
    expect(envelopeDsn(body)).toBeUndefined();
  });
});

describe('envelopeTarget', () => {
  it('forwards envelopes for the configured project to its envelope endpoint', () => {
    expect(envelopeTarget(envelope({ dsn: configured }), configured)).toEqual({
      ok: true,
      upstreamUrl: 'https://o123.ingest.sentry.io/api/4507/envelope/',
    });
    // Another public key of the same project is Sentry's to judge, not the tunnel's.
    const otherKey = 'https://otherkey@o123.ingest.sentry.io/4507';
    expect(envelopeTarget(envelope({ dsn: otherKey }), configured).ok).toBe(true);
  });

  it('keeps the port of a self-hosted Sentry', () => {
    const local = 'http://publickey@127.0.0.1:9000/42';
    expect(envelopeTarget(envelope({ dsn: local }), local)).toEqual({
      ok: true,
      upstreamUrl: 'http://127.0.0.1:9000/api/42/envelope/',
    });
    expect(
      envelopeTarget(envelope({ dsn: 'http://publickey@127.0.0.1:9001/42' }), local),
    ).toMatchObject({ ok: false, status: 403 });
  });

  it.each([
    ['another project', 'https://publickey@o123.ingest.sentry.io/999', 403],
    ['another host', 'https://publickey@evil.example/4507', 403],
    ['a host that only ends like ours', 'https://publickey@x-o123.ingest.sentry.io/4507', 403],
    ['a DSN without a key', 'https://o123.ingest.sentry.io/4507', 400],
    ['a DSN without a project', 'https://publickey@o123.ingest.sentry.io/', 400],
    ['no DSN at all', undefined, 400],
  ])('refuses %s', (_, dsn, status) => {
    expect(envelopeTarget(envelope(dsn === undefined ? {} : { dsn }), configured)).toMatchObject({
      ok: false,
      status,
    });
  });
});
