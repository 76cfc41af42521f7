import { readFileSync } from 'node:fs';

import {
  contactBody,
  postApplication,
  postJson,
  startLeadSite,
  type LeadSite,
} from './setup/leads';
import { dropUpload } from './setup/raw-http';
import { serverLogLines } from './setup/server';
import { startSmtp, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

type Line = {
  time: string;
  level: string;
  message: string;
  requestId?: string;
  route?: string;
  status?: number;
};

/** What a visitor typed, and where from: none of it may appear in any line of the log. */
const visitor = {
  name: 'Ottilie Quendelmann',
  email: 'ottilie.quendelmann@example.ch',
  company: 'Quendelmann Feinmechanik AG',
  phone: '+41 44 987 65 43',
  message: 'Unsere Werkstattplanung läuft über Zettel, das möchten wir ändern.',
  address: '203.0.113.77',
};

/** Two visitors whose addresses the mail server refuses, for good and for now. */
const refused = {
  name: 'Hubert Zwahlen',
  email: 'hubert.zwahlen@example.org',
  company: 'Zwahlen Holzbau GmbH',
  phone: '+41 31 555 12 34',
  message: 'Unsere Offerten entstehen noch in Excel; wir suchen eine Weblösung dafür.',
};
const deferred = {
  name: 'Regula Imboden',
  email: 'regula.imboden@example.net',
  company: 'Imboden Treuhand AG',
  phone: '+41 27 555 98 76',
  message: 'We need a client portal for our fiduciary documents before the next tax season.',
};

test.describe('the server log', () => {
  let smtp: TestSmtp;
  let site: LeadSite;
  const lines = (from = 0) =>
    readFileSync(site.logFile, 'utf8')
      .slice(from)
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Line);

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    smtp = await startSmtp();
    site = await startLeadSite({
      name: 'logs',
      smtpUrl: smtp.url(),
      // Few attempts: an email the mail server defers is given up within a second.
      env: { TRUST_PROXY_HOPS: '1', OUTBOX_MAX_ATTEMPTS: '2' },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  test('is one JSON object per line, each request with its id and route, no personal data', async () => {
    const from = { 'x-forwarded-for': visitor.address };
    const { address, ...fields } = visitor;
    expect((await postJson(site.baseURL, '/api/contact/', contactBody(fields), from)).status).toBe(
      201,
    );
    const application = { name: visitor.name, email: visitor.email, message: visitor.message };
    expect(await postApplication(site, application)).toBe(201);
    const notFound = await fetch(`${site.baseURL}/no-such-page/`, {
      headers: { ...from, 'x-request-id': 'trace-4711' },
    });
    expect(notFound.status).toBe(404);
    expect(notFound.headers.get('x-request-id')).toBe('trace-4711');
    // Each request's line is written once its answer is out.
    await expect
      .poll(() => lines().filter((line) => line.route === '/api/contact/').length)
      .toBeGreaterThan(0);

    const text = readFileSync(site.logFile, 'utf8');
    for (const value of [...Object.values(fields), address]) expect(text).not.toContain(value);
    // Every line, from the first, is JSON with time, level and message.
    for (const line of text.split('\n').filter(Boolean)) {
      expect(JSON.parse(line)).toMatchObject({
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        level: expect.stringMatching(/^(debug|info|warn|error|fatal)$/),
        message: expect.any(String),
      });
    }
    const contact = lines().find((line) => line.route === '/api/contact/');
    expect(contact).toMatchObject({ message: 'request', status: 201 });
    // A line logged while the request was handled carries its id, as its request line does,
    // written once the answer is out.
    const traced = () => lines().filter((line) => line.requestId === 'trace-4711');
    await expect
      .poll(() => traced().map((line) => line.message))
      .toEqual(['Page not found: /no-such-page/', 'request']);
    const tracedLines = traced();
    expect(tracedLines[0]?.route).toBe('other');
  });

  test('carries no address a mail server quotes in its refusals, nor any other field', async () => {
    smtp.refuseRecipient(refused.email, 550);
    smtp.refuseRecipient(deferred.email, 451);
    for (const visitorFields of [refused, deferred]) {
      const answer = await postJson(site.baseURL, '/api/contact/', contactBody(visitorFields));
      expect(answer.status).toBe(201);
    }
    // Each visitor's confirmation is given up: the refused at once, the deferred out of attempts.
    await expect.poll(() => serverLogLines(site.logFile, /giving up/)).toHaveLength(2);

    const text = readFileSync(site.logFile, 'utf8');
    for (const value of [...Object.values(refused), ...Object.values(deferred)]) {
      expect(text).not.toContain(value);
    }
    for (const { email } of [refused, deferred]) expect(text).not.toContain(email.split('@')[0]);
    // The mail server's replies are there, with the address taken out.
    expect(serverLogLines(site.logFile, /giving up/)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/: 550 .*<\[email\]>: Recipient address rejected: User unknown/),
        expect.stringMatching(/: 451 .*<\[email\]>: Recipient address rejected: Temporary/),
      ]),
    );
    expect(serverLogLines(site.logFile, /^Email: sending fails/)).toEqual([
      expect.stringMatching(/: 451 .*<\[email\]>: /),
    ]);
  });

  test('logs a dropped upload and unknown posts and jobs as no errors', async () => {
    const from = readFileSync(site.logFile, 'utf8').length;
    await dropUpload(site.baseURL, '/api/applications/');
    const unknown = [
      '/blog/no-such-post/',
      '/jobs/no-such-job/',
      '/de/blog/kein-solcher-beitrag/',
      '/de/jobs/keine-solche-stelle/',
    ];
    for (const path of unknown) expect((await fetch(`${site.baseURL}${path}`)).status).toBe(404);
    const upload = () => lines(from).filter((line) => line.route === '/api/applications/');
    await expect.poll(() => upload().length).toBeGreaterThan(0);
    await expect
      .poll(() => lines(from).filter((line) => line.message === 'request').length)
      .toBe(unknown.length);

    expect(lines(from).filter((line) => line.level === 'error' || line.level === 'fatal')).toEqual(
      [],
    );
    // One short line each: the dropped connection, and the unknown entries with their paths.
    expect(upload()).toEqual([
      {
        time: expect.any(String),
        level: 'info',
        requestId: expect.any(String),
        route: '/api/applications/',
        message: 'request aborted: the client closed the connection',
      },
    ]);
    expect(
      lines(from)
        .filter((line) => line.message.startsWith('Page Not Found'))
        .map((line) => `${line.level} ${line.message}`),
    ).toEqual(unknown.map((path) => `warn Page Not Found: ${path}`));
  });
});
