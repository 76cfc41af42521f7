import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

type EnvelopeItem = { header: Record<string, unknown>; payload: unknown };
export type Envelope = { header: Record<string, unknown>; items: EnvelopeItem[] };

type SentryRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  projectId?: string;
  envelope?: Envelope;
};

/**
 * Sentry's envelope format (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header
 * line, then items, each a JSON header line and a payload of `length` bytes or, without a length,
 * up to the next newline. Written out here rather than taken from the SDK, so that the tests
 * check the SDK's output against the format, not against itself.
 */
function parseEnvelope(body: Buffer): Envelope {
  let offset = 0;
  const readLine = (): Buffer => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const json = (bytes: Buffer): unknown => JSON.parse(bytes.toString('utf8'));

  const header = json(readLine()) as Record<string, unknown>;
  const items: EnvelopeItem[] = [];
  while (offset < body.length) {
    const itemHeaderLine = readLine();
    if (itemHeaderLine.length === 0) continue;
    const itemHeader = json(itemHeaderLine) as Record<string, unknown>;
    let payload: Buffer;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length + 1;
    } else {
      payload = readLine();
    }
    let parsed: unknown;
    try {
      parsed = json(payload);
    } catch {
      parsed = payload.toString('utf8');
    }
    items.push({ header: itemHeader, payload: parsed });
  }
  return { header, items };
}

/**
 * A stand-in for Sentry's ingestion on loopback: it accepts envelopes at
 * `/api/<projectId>/envelope/` (what SDKs and the site's tunnel post to) and records every
 * request, parsed. A DSN for it: `dsn(42)`.
 */
export async function startSentry() {
  const requests: SentryRequest[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const recorded: SentryRequest = {
        method: request.method ?? '',
        path,
        headers: request.headers,
      };
      requests.push(recorded);
      const match = /^\/api\/(\d+)\/envelope\/?(?:\?.*)?$/.exec(path);
      if (request.method !== 'POST' || !match) {
        response.writeHead(404).end();
        return;
      }
      try {
        let body = Buffer.concat(chunks);
        if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        recorded.projectId = match[1];
        recorded.envelope = parseEnvelope(body);
      } catch {
        response.writeHead(400).end();
        return;
      }
      const eventId = recorded.envelope.header.event_id;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(eventId ? { id: eventId } : {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;

  const envelopes = () => requests.flatMap((request) => request.envelope ?? []);
  /** The error events received, with the envelope that carried each. */
  const events = () =>
    envelopes().flatMap((envelope) =>
      envelope.items
        .filter((item) => item.header.type === 'event')
        .map((item) => ({ envelope, event: item.payload as SentryEvent })),
    );

  return {
    url,
    requests,
    envelopes,
    events,
    dsn: (projectId = 42, publicKey = 'publickey') =>
      `http://${publicKey}@127.0.0.1:${port}/${projectId}`,
    /** Waits until an event satisfies the predicate, and returns it. */
    async waitForEvent(predicate: (event: SentryEvent) => boolean, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = events().find(({ event }) => predicate(event));
        if (found) return found;
        if (Date.now() > deadline) throw new Error('no such Sentry event arrived');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestSentry = Awaited<ReturnType<typeof startSentry>>;

/** The parts of an error event the tests look at. */
export type SentryEvent = {
  platform?: string;
  environment?: string;
  exception?: {
    values?: Array<{ type?: string; value?: string; mechanism?: { handled?: boolean } }>;
  };
  request?: {
    url?: string;
    headers?: Record<string, string>;
    cookies?: unknown;
    query_string?: unknown;
  };
  user?: Record<string, unknown>;
  sdk?: { name?: string; settings?: { infer_ip?: string } };
};

/** The messages of an event's exceptions. */
export const exceptionMessages = (event: SentryEvent) =>
  (event.exception?.values ?? []).map((value) => value.value ?? '');
