import {
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { siteFetch } from './fetch-client';

/** The spec's statuses after which a GET is sent once more. */
const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];

type Received = { method: string; url: string; headers: IncomingHttpHeaders; body: string };

describe('siteFetch', () => {
  let server: Server;
  let baseURL: string;
  let received: Received[];

  const readBody = async (request: IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return body;
  };

  beforeAll(async () => {
    // `/status/<code>/…` answers <code> the first time and 200 after that, `/dropped/…` closes
    // the connection unanswered the first time; `/silent/` never answers.
    server = createServer(async (request, response) => {
      const url = request.url ?? '';
      const body = await readBody(request);
      const seenBefore = received.some((earlier) => earlier.url === url);
      received.push({ method: request.method ?? '', url, headers: request.headers, body });
      if (url.startsWith('/silent/')) return;
      if (url.startsWith('/dropped/') && !seenBefore) return request.socket.destroy();
      const status = Number(/^\/status\/(\d+)\//.exec(url)?.[1] ?? 200);
      response.writeHead(seenBefore ? 200 : status).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => {
    received = [];
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  const sent = (path: string) => received.filter((request) => request.url === path).length;

  it.each(RETRIED)('sends a GET once more after %i and answers with the second', async (status) => {
    const path = `/status/${status}/get/`;
    const response = await siteFetch(`${baseURL}${path}`);
    expect(response.status).toBe(200);
    expect(sent(path)).toBe(2);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('never sends a %s twice', async (method) => {
    for (const status of RETRIED) {
      const path = `/status/${status}/${method}/`;
      const response = await siteFetch(`${baseURL}${path}`, { method, body: 'x' });
      expect(response.status).toBe(status);
      expect(sent(path)).toBe(1);
    }
  });

  it.each(['HEAD', 'OPTIONS'])('sends a %s once more, as a GET', async (method) => {
    const path = `/status/503/${method}/`;
    expect((await siteFetch(`${baseURL}${path}`, { method })).status).toBe(200);
    expect(sent(path)).toBe(2);
  });

  it('sends a GET once more when the connection drops unanswered, never a POST', async () => {
    expect((await siteFetch(`${baseURL}/dropped/get/`)).status).toBe(200);
    expect(sent('/dropped/get/')).toBe(2);
    await expect(siteFetch(`${baseURL}/dropped/post/`, { method: 'POST' })).rejects.toThrow();
    expect(sent('/dropped/post/')).toBe(1);
  });

  it.each([400, 404, 501])('takes %i as the answer to a GET', async (status) => {
    const path = `/status/${status}/get/`;
    expect((await siteFetch(`${baseURL}${path}`)).status).toBe(status);
    expect(sent(path)).toBe(1);
  });

  it('sends a JSON body with a JSON content type, keeping the other headers', async () => {
    await siteFetch(`${baseURL}/json/`, {
      method: 'POST',
      headers: { 'x-kept': 'yes' },
      json: { name: 'Ada', topics: ['web'] },
    });
    expect(received[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-kept': 'yes' },
      body: '{"name":"Ada","topics":["web"]}',
    });
  });

  it('gives up with a TimeoutError once its timeout has passed', async () => {
    await expect(siteFetch(`${baseURL}/silent/`, { timeoutMs: 50 })).rejects.toMatchObject({
      name: 'TimeoutError',
    });
  });

  it("still gives up when the caller's own signal aborts", async () => {
    const controller = new AbortController();
    const request = siteFetch(`${baseURL}/silent/`, {
      signal: controller.signal,
      timeoutMs: 60_000,
    });
    controller.abort();
    await expect(request).rejects.toMatchObject({ name: 'AbortError' });
  });
});
