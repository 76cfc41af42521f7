import { existsSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect as connectTcp } from 'node:net';
import { join } from 'node:path';

import { eq } from 'drizzle-orm';

import { beaconHeaders } from './setup/beacon';
import { contactBody, startLeadSite, type LeadSite } from './setup/leads';
import { answerToHead, headersOf, rawExchange } from './setup/raw-http';
import { allPages } from './setup/routes';
import { serverLogLines } from './setup/server';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { securityHeaders } from '../../src/config/security-headers';
import { contactSubmissions } from '../../src/server/db/schema';

type Answer = { status: number; headers: IncomingHttpHeaders; json: Record<string, unknown> };

/**
 * Posts a contact form to `site` from the loopback address `from`: on Linux every 127.x.y.z is
 * this machine, so each address is a client of its own. `whenStarted` runs once the server has
 * begun the request (its `100 Continue`), before the body is sent.
 */
function postFrom(
  site: LeadSite,
  from: string,
  body: unknown,
  {
    headers = {},
    whenStarted,
  }: { headers?: Record<string, string>; whenStarted?: () => Promise<void> } = {},
): Promise<Answer> {
  const url = new URL('/api/contact/', site.baseURL);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
          ...(whenStarted ? { expect: '100-continue' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const json = text.startsWith('{') ? (JSON.parse(text) as Record<string, unknown>) : {};
          resolve({ status, headers: response.headers, json });
        });
      },
    );
    sent.on('error', reject);
    if (whenStarted) {
      sent.on('continue', () => {
        whenStarted().then(() => sent.end(payload), reject);
      });
    } else {
      sent.end(payload);
    }
  });
}

/** Whether the site still accepts new connections. */
function acceptsConnections(site: LeadSite): Promise<boolean> {
  const url = new URL(site.baseURL);
  return new Promise((resolve) => {
    const socket = connectTcp(Number(url.port), url.hostname);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

test.describe('the site under a plain `next start -H 127.0.0.1`', () => {
  let smtp: TestSmtp;
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    smtp = await startSmtp();
    site = await startLeadSite({
      name: 'next-start',
      command: 'next start',
      smtpUrl: smtp.url(),
      env: { RATE_LIMIT: 'true' },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  test('serves every page bound to 127.0.0.1, with nothing in its log to warn of', async () => {
    for (const { path } of allPages().filter((page) => page.exists)) {
      const answer = await fetch(`${site.baseURL}${path}`, { redirect: 'manual' });
      expect(answer.status, path).toBe(200);
    }
    const moved = await fetch(`${site.baseURL}/de/about/`, { redirect: 'manual' });
    expect(moved.status).toBe(308);
    expect(moved.headers.get('location')).toBe('/de/uberuns/');
    expect(serverLogLines(site.logFile, /MaxListenersExceededWarning|Failed to proxy/)).toEqual([]);
  });

  test('compresses its answers itself', async () => {
    for (const path of ['/about/', '/de/uberuns/']) {
      const answer = await fetch(`${site.baseURL}${path}`, {
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(answer.status, path).toBe(200);
      expect(answer.headers.get('content-encoding'), path).toBe('gzip');
    }
  });

  test('gives each client its own rate-limit bucket, whatever addresses it claims', async () => {
    const answers = [];
    for (let index = 0; index < 4; index += 1) {
      answers.push(await postFrom(site, '127.0.0.2', contactBody()));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);

    const forged = { 'x-forwarded-for': '127.0.0.9', 'x-client-address': '127.0.0.9' };
    const claimed = await postFrom(site, '127.0.0.2', contactBody(), { headers: forged });
    expect(claimed.status).toBe(429);

    const other = await postFrom(site, '127.0.0.3', contactBody());
    expect(other.status).toBe(201);
  });

  test('refuses a body over its target’s limit before it is sent', async () => {
    const beacon = await answerToHead(
      site.baseURL,
      'POST',
      '/api/vitals/',
      { ...beaconHeaders, 'content-length': String(5 * 1024 * 1024) },
      { from: '127.0.0.6' },
    );
    expect(beacon.status).toBe(413);
    const page = await answerToHead(site.baseURL, 'POST', '/privacy/', {
      'content-type': 'multipart/form-data; boundary=x',
      'content-length': String(1024 * 1024),
    });
    expect(page.status).toBe(413);
  });

  test('answers a request without Host, or with two, with 400 and the security headers', async () => {
    const { host } = new URL(site.baseURL);
    for (const head of [
      'GET /about/ HTTP/1.1\r\n\r\n',
      `GET /about/ HTTP/1.1\r\nHost: ${host}\r\nHost: evil.example\r\n\r\n`,
    ]) {
      const answer = await rawExchange(site.baseURL, head);
      expect(answer).toMatch(/^HTTP\/1\.1 400 /);
      const headers = headersOf(answer);
      for (const [name, value] of Object.entries(securityHeaders)) {
        expect(headers[name.toLowerCase()], name).toBe(value);
      }
    }
  });

  test('shuts down on SIGTERM: the submission in flight is answered, stored and emailed', async () => {
    test.setTimeout(HOOK_TIMEOUT);
    let exited: Promise<number | null> | undefined;
    const answer = await postFrom(site, '127.0.0.4', contactBody({ email: 'late@example.ch' }), {
      // The server has the request; now it is told to stop, and stops taking connections.
      whenStarted: async () => {
        exited = site.terminate();
        await expect.poll(() => acceptsConnections(site)).toBe(false);
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.connection).toBe('close');
    // Its own exit code, not the one `next start`'s signal handler asks for (143).
    expect(await exited).toBe(0);
    expect(existsSync(join(site.dataDir, 'server.pid'))).toBe(false);
    expect(serverLogLines(site.logFile, /Shutdown:/)).toEqual([]);

    const id = String(answer.json.id);
    const stored = await site.query((db) =>
      db.select().from(contactSubmissions).where(eq(contactSubmissions.id, id)),
    );
    expect(stored).toHaveLength(1);
    // The notification and the confirmation went out before the stop, or go out after a start.
    await site.restart();
    const notified = (mail: ReceivedMail) => mail.parsed.text?.includes(`Reference: ${id}`);
    const confirmed = (mail: ReceivedMail) => mail.envelope.to.includes('late@example.ch');
    await smtp.waitFor((mail) => mail.some(notified) && mail.some(confirmed), 30_000);
  });
});

test.describe('behind one trusted reverse proxy under a plain `next start`', () => {
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    site = await startLeadSite({
      name: 'next-start-proxy',
      command: 'next start',
      env: { RATE_LIMIT: 'true', TRUST_PROXY_HOPS: '1' },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('counts the client the proxy saw, not the proxy or what the client wrote', async () => {
    // The proxy at 127.0.0.5 appends the address it saw to what the client sent.
    const via = (client: string, claimed?: string) => ({
      headers: { 'x-forwarded-for': claimed ? `${claimed}, ${client}` : client },
    });
    const answers = [];
    for (let index = 0; index < 3; index += 1) {
      answers.push(await postFrom(site, '127.0.0.5', contactBody(), via('198.51.100.7')));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const claimingAnother = await postFrom(
      site,
      '127.0.0.5',
      contactBody(),
      via('198.51.100.7', '198.51.100.8'),
    );
    expect(claimingAnother.status).toBe(429);
    const another = await postFrom(
      site,
      '127.0.0.5',
      contactBody(),
      via('198.51.100.8', '198.51.100.7'),
    );
    expect(another.status).toBe(201);
  });
});
