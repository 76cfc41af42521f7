import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { clientAddress, clientAddressStamper, resolveClientAddress } from './client-address';
import { onEveryRequest } from './requests';

describe('resolveClientAddress', () => {
  it.each([
    ['the peer without proxies', '192.0.2.1', '198.51.100.7', 0, '192.0.2.1'],
    ['the peer when no proxy forwarded', '192.0.2.1', undefined, 1, '192.0.2.1'],
    ['the entry the one proxy wrote', '10.0.0.1', '198.51.100.7, 203.0.113.5', 1, '203.0.113.5'],
    [
      'the entry the outer of two wrote',
      '10.0.0.1',
      '198.51.100.7, 203.0.113.5, 10.0.0.2',
      2,
      '203.0.113.5',
    ],
    ['the first entry when fewer proxies wrote', '10.0.0.1', '203.0.113.5', 3, '203.0.113.5'],
    [
      'entries of several header lines',
      '10.0.0.1',
      ['198.51.100.7', '203.0.113.5'],
      1,
      '203.0.113.5',
    ],
    ['an IPv4 client of a dual-stack socket', '::ffff:192.0.2.1', undefined, 0, '192.0.2.1'],
    ['an IPv6 client', '2001:db8::1', undefined, 0, '2001:db8::1'],
  ])('is %s', (_, peer, forwardedFor, hops, expected) => {
    expect(resolveClientAddress(peer, forwardedFor, hops)).toBe(expected);
  });
});

describe('clientAddressStamper', () => {
  let port: number;
  const server = createServer((incoming, response) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    response.end(clientAddress(headers) ?? 'none');
  });

  /** What the server takes for the address of a client at `localAddress`. */
  const addressSeenFrom = (localAddress: string, headers: IncomingHttpHeaders = {}) =>
    new Promise<string>((resolve, reject) => {
      const sent = request({ host: '127.0.0.1', port, localAddress, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      });
      sent.on('error', reject);
      sent.end();
    });

  beforeAll(async () => {
    onEveryRequest(clientAddressStamper(0));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('hands each request the address of its socket', async () => {
    expect(await addressSeenFrom('127.0.0.2')).toBe('127.0.0.2');
    expect(await addressSeenFrom('127.0.0.3')).toBe('127.0.0.3');
  });

  it('ignores the address a client claims in its own headers', async () => {
    const forged = { 'x-forwarded-for': '203.0.113.9', 'x-client-address': '203.0.113.9' };
    expect(await addressSeenFrom('127.0.0.2', forged)).toBe('127.0.0.2');
  });

  it('reads no address from a header it did not set', () => {
    expect(clientAddress(new Headers({ 'x-client-address': '203.0.113.9' }))).toBeUndefined();
  });
});
