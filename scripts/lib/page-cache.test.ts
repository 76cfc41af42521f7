import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { pageCache } from './page-cache.mjs';
import { rawGet } from '../../tests/support/raw-get';

/** The compression middleware `scripts/start.mjs` puts before Next (a package without types). */
const compression = createRequire(import.meta.url)('compression') as () => (
  request: IncomingMessage,
  response: ServerResponse,
  next: () => void,
) => void;

const page = `<!DOCTYPE html><html><body>${'<p>Zürich, Bern, Basel</p>'.repeat(400)}</body></html>`;

/**
 * Next as `scripts/start.mjs` sees it: a prerendered page (`x-nextjs-cache: HIT`) under
 * `/page/`, a page rendered per request under `/dynamic/`, and the home page, which varies with
 * the visitor's language and sets a cookie for `?switch`. Counts what it answers.
 */
function fakeNext(response: ServerResponse, url: string) {
  response.statusCode = 200;
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('content-security-policy', "script-src 'self' 'sha256-abc'");
  if (url !== '/dynamic/') {
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader('etag', '"page-1"');
  }
  response.setHeader('vary', url.startsWith('/home/') ? 'rsc, Accept-Language' : 'rsc');
  if (url.endsWith('?switch')) response.setHeader('set-cookie', 'NEXT_LOCALE=de');
  // Next writes a page in pieces.
  response.write(page.slice(0, 1000));
  response.end(page.slice(1000));
}

describe('pageCache', () => {
  let published = 0;
  let publishWhileRendering = false;
  const cache = pageCache({ freshMs: 1000, generation: () => published });
  const compress = compression();
  let answeredByNext: string[] = [];
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createServer((request, response) => {
      if (cache.serve(request, response)) return;
      compress(request, response, () => {});
      cache.capture(request, response);
      answeredByNext.push(request.url ?? '');
      if (publishWhileRendering) published++;
      fakeNext(response, request.url ?? '');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));
  afterEach(() => {
    vi.useRealTimers();
    answeredByNext = [];
  });

  const get = (path: string, headers: Record<string, string> = {}) => rawGet(port, path, headers);

  /** Asks for `path` until the cache answers it, that is until Next no longer sees it. */
  const cached = async (path: string, headers: Record<string, string>) => {
    await vi.waitFor(async () => {
      const before = answeredByNext.length;
      await get(path, headers);
      expect(answeredByNext.length).toBe(before);
    });
    answeredByNext = [];
    return get(path, headers);
  };

  it('answers a prerendered page from memory, compressed once, with Next’s headers', async () => {
    const first = await get('/page/', { 'accept-encoding': 'br' });
    expect(answeredByNext).toEqual(['/page/']);
    const again = await cached('/page/', { 'accept-encoding': 'br' });
    expect(answeredByNext).toEqual([]);
    expect(again.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(again.body).toString()).toBe(page);
    // Compressed at brotli's best, smaller than on the fly.
    expect(again.body.length).toBeLessThan(first.body.length);
    expect(again.headers['content-security-policy']).toBe("script-src 'self' 'sha256-abc'");
    expect(again.headers.etag).toBe('"page-1"');
    expect(again.headers.vary).toBe('rsc, accept-encoding');
    expect(again.headers['content-length']).toBe(String(again.body.length));

    const gzipped = await cached('/page/', { 'accept-encoding': 'gzip' });
    expect(gunzipSync(gzipped.body).toString()).toBe(page);
    const notModified = await get('/page/', {
      'accept-encoding': 'br',
      'if-none-match': '"page-1"',
    });
    expect(notModified.status).toBe(304);
    expect(answeredByNext).toEqual([]);
  });

  it('asks Next again once its copy is a second old', async () => {
    await cached('/page/', { 'accept-encoding': 'br' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 1001);
    await get('/page/', { 'accept-encoding': 'br' });
    expect(answeredByNext).toEqual(['/page/']);
  });

  it('never sends a copy kept before a publish, nor one rendered while it happened', async () => {
    await cached('/page/', { 'accept-encoding': 'br' });
    published++;
    await get('/page/', { 'accept-encoding': 'br' });
    expect(answeredByNext).toEqual(['/page/']);

    // Next starts on a page, and content is published before it has sent it. The page's
    // compressed copy is known from before, so the cache keeps it as the answer ends.
    answeredByNext = [];
    publishWhileRendering = true;
    await get('/late/', { 'accept-encoding': 'br' });
    publishWhileRendering = false;
    await get('/late/', { 'accept-encoding': 'br' });
    expect(answeredByNext).toEqual(['/late/', '/late/']);
    await cached('/late/', { 'accept-encoding': 'br' });
  });

  it('leaves to Next what only Next can answer', async () => {
    await cached('/page/', { 'accept-encoding': 'br' });
    const bypassing: Record<string, string>[] = [
      { cookie: 'NEXT_LOCALE=de' },
      { 'sec-fetch-site': 'same-origin' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
      { 'accept-encoding': 'identity' },
    ];
    for (const headers of bypassing) {
      await get('/page/', { 'accept-encoding': 'br', ...headers });
    }
    expect(answeredByNext).toHaveLength(5);

    answeredByNext = [];
    for (let visit = 0; visit < 3; visit++) {
      await get('/dynamic/', { 'accept-encoding': 'br' });
      await get('/page/?switch', { 'accept-encoding': 'br' });
    }
    expect(answeredByNext).toHaveLength(6);
  });

  it('keeps one copy for each value of the headers the page varies with', async () => {
    const german = { 'accept-encoding': 'br', 'accept-language': 'de-CH' };
    const english = { 'accept-encoding': 'br', 'accept-language': 'en' };
    await cached('/home/', german);
    await get('/home/', english);
    expect(answeredByNext).toEqual(['/home/']);
    await cached('/home/', english);
    await get('/home/', german);
    expect(answeredByNext).toEqual([]);
  });
});
