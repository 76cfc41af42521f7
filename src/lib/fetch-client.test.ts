import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { FetchError } from 'ofetch';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { api, requestTimeoutMs, retryStatusCodes } from './fetch-client';

type Seen = { method: string; url: string; headers: IncomingMessage['headers']; body: string };
type Reply = { status: number; body?: unknown; delayMs?: number };

/** A real HTTP server on loopback that answers each request with the next planned reply. */
let server: Server;
let baseURL: string;
let seen: Seen[];
let plan: Reply[];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const reply = plan.shift() ?? { status: 200, body: { ok: true } };
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body ?? {}));
      };
      if (reply.delayMs) setTimeout(send, reply.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  plan = [];
});

async function failure(promise: Promise<unknown>): Promise<FetchError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(FetchError);
  return error as FetchError;
}

describe('api', () => {
  it('uses the spec settings', () => {
    expect(retryStatusCodes).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    expect(requestTimeoutMs).toBe(10_000);
  });

  it('retries a GET once after a 503 and returns the second answer', async () => {
    plan = [{ status: 503 }, { status: 200, body: { services: 4 } }];
    expect(await api('/services', { baseURL })).toEqual({ services: 4 });
    expect(seen.map((request) => request.method)).toEqual(['GET', 'GET']);
  });

  it('gives up on a GET after one retry', async () => {
    plan = [{ status: 503 }, { status: 502 }, { status: 200 }];
    const error = await failure(api('/services', { baseURL }));
    expect(error.statusCode).toBe(502);
    expect(seen).toHaveLength(2);
  });

  it('does not retry a GET answered with 404', async () => {
    plan = [{ status: 404, body: { error: 'not_found' } }, { status: 200 }];
    const error = await failure(api('/missing', { baseURL }));
    expect(error.statusCode).toBe(404);
    expect(error.data).toEqual({ error: 'not_found' });
    expect(seen).toHaveLength(1);
  });

  it('sends a POST body as JSON and does not retry it after a 503', async () => {
    plan = [{ status: 503 }, { status: 201 }];
    const error = await failure(
      api('/contact', { baseURL, method: 'POST', body: { name: 'Ada', budget: 5000 } }),
    );
    expect(error.statusCode).toBe(503);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ name: 'Ada', budget: 5000 });
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'never retries %s, even when the call asks for retries',
    async (method) => {
      plan = [{ status: 503 }, { status: 503 }, { status: 200 }];
      await failure(api('/item', { baseURL, method, body: { id: 1 }, retry: 3 }));
      expect(seen.map((request) => request.method)).toEqual([method]);
    },
  );

  it('aborts a request that outlasts the timeout with a TimeoutError', async () => {
    plan = [{ status: 200, delayMs: 2000 }];
    const started = Date.now();
    const error = await failure(api('/slow', { baseURL, method: 'POST', body: {}, timeout: 150 }));
    expect((error.cause as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(1500);
    expect(seen).toHaveLength(1);
  });

  it('retries a GET that timed out once, with a fresh timeout', async () => {
    plan = [
      { status: 200, delayMs: 2000 },
      { status: 200, delayMs: 20, body: { late: true } },
    ];
    expect(await api('/slow', { baseURL, timeout: 300 })).toEqual({ late: true });
    expect(seen).toHaveLength(2);
  });

  it('still times out the retry of a GET that failed with a 503', async () => {
    plan = [{ status: 503 }, { status: 200, delayMs: 2000 }];
    const started = Date.now();
    const error = await failure(api('/flaky', { baseURL, timeout: 150 }));
    expect((error.cause as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('honours the caller’s own abort signal as well as the timeout', async () => {
    plan = [{ status: 200, delayMs: 2000 }];
    const controller = new AbortController();
    setTimeout(() => controller.abort(new Error('left the page')), 50);
    const error = await failure(
      api('/slow', { baseURL, method: 'POST', body: {}, signal: controller.signal }),
    );
    expect((error.cause as Error).message).toBe('left the page');
  });
});
