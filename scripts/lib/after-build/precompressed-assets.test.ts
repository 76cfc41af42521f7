import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acceptsBrotli, brotliAssetHandler, precompressAssets } from './precompressed-assets.mjs';
import { rawGet } from '../../../tests/support/raw-get';

describe('acceptsBrotli', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br', true],
    ['BR;q=0.5', true],
    ['gzip, br;q=0', false],
    ['gzip, br; q=0.0', false],
    ['gzip, deflate', false],
    ['*', true],
    ['gzip, *;q=0', false],
    ['*, br;q=0', false],
    ['', false],
    [undefined, false],
    ['brotli', false],
  ])('%j → %s', (header, expected) => {
    expect(acceptsBrotli(header)).toBe(expected);
  });
});

describe('brotliAssetHandler', () => {
  const script = `console.log(${JSON.stringify('a script '.repeat(500))});`;
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const nextDir = mkdtempSync(join(tmpdir(), 'build-'));
    mkdirSync(join(nextDir, 'static', 'chunks'), { recursive: true });
    writeFileSync(join(nextDir, 'static', 'chunks', 'a.js'), script);
    writeFileSync(join(nextDir, 'static', 'chunks', 'font.woff2'), 'not text');
    precompressAssets(nextDir);
    const serve = brotliAssetHandler(nextDir);
    // What the handler leaves alone gets a 404 here, in place of Next.
    server = createServer((request, response) => {
      if (!serve(request, response)) response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string, headers: Record<string, string>, method = 'GET') =>
    rawGet(port, path, headers, method);

  const path = '/_next/static/chunks/a.js?dpl=build-1';

  it('answers a browser that takes brotli with the compressed script, and Next’s headers', async () => {
    const answer = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 10);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('answers a HEAD with the headers alone, and a known ETag with 304', async () => {
    const head = await get(path, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    const etag = String(head.headers.etag);
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('leaves to Next what it cannot answer as asked', async () => {
    for (const [target, headers, method] of [
      [path, { 'accept-encoding': 'gzip, br;q=0' }, 'GET'],
      [path, { 'accept-encoding': 'br', range: 'bytes=0-99' }, 'GET'],
      [path, { 'accept-encoding': 'br' }, 'POST'],
      ['/_next/static/chunks/font.woff2', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/missing.js', { 'accept-encoding': 'br' }, 'GET'],
      ['/_next/static/chunks/../chunks/a.js', { 'accept-encoding': 'br' }, 'GET'],
    ] as const) {
      expect((await get(target, headers, method)).status, `${method} ${target}`).toBe(404);
    }
  });
});
