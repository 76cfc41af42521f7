import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { eq } from 'drizzle-orm';

import { startDatabase, type DatabaseFixture } from './setup/engines';
import { contactBody, postJson, startLeadSite, type LeadSite } from './setup/leads';
import { answerToHead } from './setup/raw-http';
import { startSmtp, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { contactSubmissions, outboxEmails } from '../../src/server/db/schema';

/**
 * The spam defence with its rate limits on, on PostgreSQL with two server instances: the
 * counters and the outbox must hold across instances.
 */
test.describe('spam defence and several instances on one PostgreSQL', () => {
  // The first test uses up this client's limit on the two instances; the others rely on that.
  test.describe.configure({ mode: 'serial' });

  let database: DatabaseFixture;
  let smtp: TestSmtp;
  let first: LeadSite;
  let second: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    [database, smtp] = await Promise.all([startDatabase('postgresql', 'spam'), startSmtp()]);
    const options = { smtpUrl: smtp.url(), databaseUrl: database.url, env: { RATE_LIMIT: 'true' } };
    first = await startLeadSite({ name: 'spam-a', ...options });
    second = await startLeadSite({ name: 'spam-b', ...options });
  });

  test.afterAll(async () => {
    await Promise.all([first?.stop(), second?.stop()]);
    await Promise.all([smtp?.close(), database?.stop()]);
  });

  test('the per-client limit counts across instances, and a forged X-Forwarded-For does not help', async () => {
    const unreadable = (site: LeadSite) =>
      postJson(site.baseURL, '/api/contact/', '{"name": "Anna", ');
    expect((await unreadable(first)).status).toBe(400);
    const answers = [];
    for (const site of [first, second, first]) {
      answers.push(await postJson(site.baseURL, '/api/contact/', contactBody()));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const limited = await postJson(second.baseURL, '/api/contact/', contactBody({ locale: 'de' }), {
      'x-forwarded-for': '203.0.113.9',
    });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(String(limited.json.error)).toMatch(/Minuten/);

    // Once an instance knows a client has used up its limit, it refuses it from memory before
    // reading the body: even a body it could not read, which it refused with 400 before.
    expect((await unreadable(first)).status).toBe(429);
    const refusedEarly = await unreadable(second);
    expect(refusedEarly.status).toBe(429);
    expect(Number(refusedEarly.headers.get('retry-after'))).toBeGreaterThan(0);
    // It answers as soon as the request's head arrives, and closes the connection.
    const beforeBody = await answerToHead(first.baseURL, 'POST', '/api/contact/', {
      'content-type': 'application/json',
      'content-length': '4000',
    });
    expect(beforeBody.status).toBe(429);
    expect(Number(beforeBody.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await first.query((db) => db.select().from(contactSubmissions));
    expect(stored.filter((row) => row.email === 'anna.meier@example.ch')).toHaveLength(3);
    // Each form has its own counter.
    const form = new FormData();
    form.set('job', 'nothing');
    const application = await fetch(`${first.baseURL}/api/applications/`, {
      method: 'POST',
      body: form,
    });
    expect(application.status).toBe(422);
  });

  test('a filled honeypot or a form sent within 3 s is kept as spam and emails nobody', async () => {
    // It starts a server of its own.
    test.setTimeout(120_000);
    // The instances above have used up this client's limit; a third one without limits takes
    // these, on the same database.
    const site = await startLeadSite({
      name: 'spam-c',
      smtpUrl: smtp.url(),
      databaseUrl: database.url,
    });
    try {
      const honeypot = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ website: 'https://spam.example', email: 'bot-1@example.ch' }),
      );
      const tooFast = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ renderedAt: Date.now() - 500, email: 'bot-2@example.ch' }),
      );
      const links = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({
          email: 'bot-3@example.ch',
          message: 'Cheap http://a.example http://b.example http://c.example http://d.example now',
        }),
      );
      const human = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ renderedAt: Date.now() - 30_000, email: 'human@example.ch' }),
      );
      for (const answer of [honeypot, tooFast, links, human]) expect(answer.status).toBe(201);

      await expect
        .poll(() => smtp.received.some((item) => item.envelope.to.includes('human@example.ch')))
        .toBe(true);
      // Nothing was queued for the bots, so nothing can reach them later either.
      const queued = await site.query((db) => db.select().from(outboxEmails));
      expect(queued.filter((row) => row.message.to.startsWith('bot-'))).toEqual([]);
      expect(
        smtp.received.filter((item) => item.envelope.to.some((to) => to.startsWith('bot-'))),
      ).toHaveLength(0);

      const rows = await site.query((db) =>
        db.select().from(contactSubmissions).where(eq(contactSubmissions.status, 'spam')),
      );
      const reasons = Object.fromEntries(rows.map((row) => [row.email, row.spamReasons]));
      expect(reasons['bot-1@example.ch']).toContain('honeypot');
      expect(reasons['bot-2@example.ch']).toContain('too-fast');
      expect(reasons['bot-3@example.ch']).toContain('links');
      expect(reasons['human@example.ch']).toBeUndefined();
    } finally {
      await site.stop();
    }
  });

  test('reCAPTCHA v3: the server verifies each token with siteverify and applies the threshold', async () => {
    // It starts a server of its own.
    test.setTimeout(120_000);
    const verifications: URLSearchParams[] = [];
    // Google's siteverify protocol: a form POST of secret and response, answered with JSON.
    const siteverify = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        verifications.push(form);
        const score = form.get('response') === 'human-token' ? 0.9 : 0.1;
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify({ success: true, score, action: 'contact', hostname: '127.0.0.1' }),
        );
      });
    });
    await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
    const { port } = siteverify.address() as AddressInfo;
    const site = await startLeadSite({
      name: 'spam-captcha',
      smtpUrl: smtp.url(),
      databaseUrl: database.url,
      env: {
        RECAPTCHA_SECRET_KEY: 'test-secret',
        RECAPTCHA_MIN_SCORE: '0.5',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
    try {
      const human = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ captchaToken: 'human-token', email: 'captcha-human@example.ch' }),
      );
      const bot = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ captchaToken: 'bot-token', email: 'captcha-bot@example.ch' }),
      );
      expect([human.status, bot.status]).toEqual([201, 201]);
      expect(verifications.map((form) => [form.get('secret'), form.get('response')])).toEqual([
        ['test-secret', 'human-token'],
        ['test-secret', 'bot-token'],
      ]);
      const rows = await site.query((db) => db.select().from(contactSubmissions));
      const byEmail = Object.fromEntries(rows.map((row) => [row.email, row]));
      expect(byEmail['captcha-human@example.ch']?.status).toBe('new');
      expect(byEmail['captcha-human@example.ch']?.captchaScore).toBeCloseTo(0.9);
      expect(byEmail['captcha-bot@example.ch']).toMatchObject({
        status: 'spam',
        spamReasons: ['captcha'],
      });
    } finally {
      await site.stop();
      siteverify.close();
    }
  });

  test('two instances sending from one outbox deliver every email exactly once', async () => {
    // It starts a server of its own.
    test.setTimeout(120_000);
    const site = await startLeadSite({
      name: 'spam-d',
      smtpUrl: smtp.url(),
      databaseUrl: database.url,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, index) =>
          postJson(
            [site, first, second][index % 3]!.baseURL,
            '/api/contact/',
            contactBody({ email: `shared-${index}@example.ch` }),
          ),
        ),
      );
      // The rate-limited instances answer 429 for this client; the third one takes the rest.
      const created = answers
        .filter((answer) => answer.status === 201)
        .map((answer) => String(answer.json.id));
      expect(created.length).toBeGreaterThanOrEqual(10);
      const ours = () =>
        smtp.received.filter((mail) => created.some((id) => mail.parsed.text?.includes(id)));
      await expect
        .poll(() => ours().length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(created.length);
      // Every email of these submissions marked sent and no longer claimed by any of the
      // instances: nothing more of them goes out.
      const isOurs = (message: { to: string; text: string }) =>
        message.to.startsWith('shared-') || created.some((id) => message.text.includes(id));
      const pending = () =>
        site.query(async (db) =>
          (await db.select().from(outboxEmails)).filter(
            (row) => isOurs(row.message) && (row.sentAt === null || row.lockedUntil !== null),
          ),
        );
      await expect.poll(pending).toEqual([]);
      expect(ours()).toHaveLength(created.length);
    } finally {
      await site.stop();
    }
  });
});
