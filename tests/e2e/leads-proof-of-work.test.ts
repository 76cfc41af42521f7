import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Locator, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

import { axeViolations } from './setup/axe';
import { recordCspViolations } from './setup/csp';
import { startDatabase, type DatabaseFixture } from './setup/engines';
import { baseURL } from './setup/env';
import { humanFillTimePassed } from './setup/fill-time';
import { contactBody, postJson, startLeadSite, type LeadSite } from './setup/leads';
import { runLeads } from './setup/leads-cli';
import { requestFrom } from './setup/raw-http';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import deContact from '../../messages/de/contactUs.json' with { type: 'json' };
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enContact from '../../messages/en/contactUs.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import type { Locale } from '../../src/i18n/locales';
import { localizedPath } from '../../src/routes/paths';
import { contactSubmissions, newsletterSubscribers } from '../../src/server/db/schema';

/**
 * The proof of work on every form a visitor fills in: solved in the browser once the visitor
 * moves into a form, with nothing loaded before and no loosened policy; a submission without a
 * valid one (no JavaScript, a wrong, expired or replayed answer) is kept and mailed, marked
 * unverified, never refused.
 */

const texts = {
  en: { shared: enShared, contact: enContact },
  de: { shared: deShared, contact: deContact },
} as const;

/** The agency's emails are in English whatever the visitor's language. */
const spamCheck = enContact.emails.spamCheckResults;
const checkLine = (result: keyof typeof spamCheck) =>
  `${enContact.emails.spamCheck}: ${spamCheck[result]}`;

/** What loads only once a visitor moves into a form. */
const isProofOfWorkRequest = (url: string) =>
  url.includes('/api/proof-of-work/') || /\/pbkdf2\.[\w-]+\.js/.test(url);

/** The payload's field in a server action's form data, whose names React prefixes (`_1_`). */
const sendsAltcha = /name="(_\d+_)?altcha"\r\n\r\n[A-Za-z0-9+/=]{100,}\r\n/;

const contactForm = (page: Page) => page.locator('form:has(#contact-name)');
const statusOf = (form: Locator) => form.locator('p[role="status"].sr-only');

test.describe('proof of work on the forms', () => {
  let smtp: TestSmtp;
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    smtp = await startSmtp();
    site = await startLeadSite({ name: 'proof-of-work', smtpUrl: smtp.url() });
  });

  test.afterAll(async () => {
    await site?.stop();
    await smtp?.close();
  });

  const notificationAbout = async (message: string): Promise<ReceivedMail> => {
    await expect
      .poll(() => smtp.received.filter((mail) => mail.parsed.text?.includes(message)).length)
      .toBeGreaterThanOrEqual(1);
    return smtp.received.find(
      (mail) =>
        mail.envelope.to.includes('hello@limmatlabs.ch') && mail.parsed.text?.includes(message),
    )!;
  };

  for (const locale of ['en', 'de'] as const) {
    test(`the contact form solves it once the visitor moves into it (${locale})`, async ({
      newPage,
    }) => {
      const { page, consoleErrors } = await newPage({ baseURL: site.baseURL });
      const violations = recordCspViolations(page.context());
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(localizedPath('/contact-us', locale));
      await page.waitForLoadState('networkidle');
      expect(requests.filter(isProofOfWorkRequest)).toEqual([]);

      const form = contactForm(page);
      const t = texts[locale];
      await page.fill('#contact-name', 'Anna Meier');
      await expect(statusOf(form)).toHaveText(t.shared.forms.proofOfWork.done);
      // The worker is a file of the site, not a `blob:`.
      const worker = requests.find((url) => /\/pbkdf2\./.test(url));
      expect(worker && new URL(worker).origin).toBe(site.baseURL);
      expect(await axeViolations(page, 'form:has(#contact-name)')).toEqual([]);

      const message = `Proof of work with JavaScript, ${locale}: a new booking platform.`;
      await page.fill('#contact-email', `anna.${locale}@example.ch`);
      await page.selectOption('#contact-topic', 'new_project');
      await page.fill('#contact-message', message);
      await page.check('#contact-privacy');
      await humanFillTimePassed(form);
      const posted = page.waitForRequest((request) => request.method() === 'POST');
      await form.getByRole('button', { name: t.contact.form.submit }).click();
      expect((await posted).postData()).toMatch(sendsAltcha);
      await expect(page.getByRole('status').getByText(t.contact.form.success)).toBeVisible();

      const notification = await notificationAbout(message);
      expect(notification.parsed.subject).toMatch(/^\[Contact\] /);
      expect(notification.parsed.text).toContain(checkLine('solved'));
      expect(violations).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a form sent without JavaScript is stored and mailed, marked unverified', async ({
    newPage,
  }) => {
    const { page } = await newPage({ baseURL: site.baseURL, javaScriptEnabled: false });
    await page.goto(localizedPath('/contact-us', 'de'));
    const message = 'Ohne JavaScript gesendet: Wir brauchen eine neue Offertenplattform.';
    await page.fill('#contact-name', 'Beat Keller');
    await page.fill('#contact-email', 'beat.keller@example.ch');
    await page.selectOption('#contact-topic', 'new_project');
    await page.fill('#contact-message', message);
    await page.check('#contact-privacy');
    await contactForm(page).getByRole('button', { name: deContact.form.submit }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/de/'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      deShared.thankYou.message.title,
    );

    const notification = await notificationAbout(message);
    expect(notification.parsed.subject).toMatch(/^\[Contact, unverified\] /);
    expect(notification.parsed.text).toContain(checkLine('missing'));
  });

  test('a replayed, wrong or malformed answer is accepted, marked unverified', async () => {
    const challenge = (await (
      await fetch(`${site.baseURL}/api/proof-of-work/`)
    ).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(solution).not.toBeNull();
    const payload = (answer = solution) =>
      Buffer.from(JSON.stringify({ challenge, solution: answer })).toString('base64');

    const send = async (message: string, altcha: unknown) =>
      postJson(site.baseURL, '/api/contact/', contactBody({ message, altcha }));
    const first = 'Solved in the script of a client of the API, sent once.';
    const replayed = 'The same solution sent again with another enquiry.';
    const wrong = 'An answer that does not solve the challenge it names.';
    const malformed = 'A payload that is no payload at all, just some text.';
    const oversized = 'A payload far longer than any the widget sends along.';
    expect((await send(first, payload())).status).toBe(201);
    expect((await send(replayed, payload())).status).toBe(201);
    expect((await send(wrong, payload({ ...solution!, derivedKey: '00'.repeat(32) }))).status).toBe(
      201,
    );
    expect((await send(malformed, 'not base64 json')).status).toBe(201);
    expect((await send(oversized, 'x'.repeat(10_000))).status).toBe(201);

    expect((await notificationAbout(first)).parsed.text).toContain(checkLine('solved'));
    for (const message of [replayed, wrong, malformed]) {
      const notification = await notificationAbout(message);
      expect(notification.parsed.subject).toMatch(/^\[Contact, unverified\] /);
      expect(notification.parsed.text).toContain(checkLine('invalid'));
    }
    expect((await notificationAbout(oversized)).parsed.text).toContain(checkLine('missing'));
  });

  test('the newsletter sign-up and the unsubscribe request send a solution too', async ({
    newPage,
  }) => {
    const { page } = await newPage({ baseURL: site.baseURL });
    await page.goto(localizedPath('/blog', 'en'));
    const footerForm = page.locator('footer form');
    await footerForm.getByRole('textbox').fill('newsletter.reader@example.ch');
    await expect(statusOf(footerForm)).toHaveText(enShared.forms.proofOfWork.done);
    let posted = page.waitForRequest((request) => request.method() === 'POST');
    await footerForm.getByRole('button').click();
    expect((await posted).postData()).toMatch(sendsAltcha);

    await page.goto(localizedPath('/unsubscribe', 'de'));
    const requestForm = page.locator('main form');
    await requestForm.getByRole('textbox').fill('newsletter.reader@example.ch');
    await expect(statusOf(requestForm)).toHaveText(deShared.forms.proofOfWork.done);
    posted = page.waitForRequest((request) => request.method() === 'POST');
    await requestForm.getByRole('button').click();
    expect((await posted).postData()).toMatch(sendsAltcha);
  });

  test('each lead records its result, and the export of a person’s data shows it', async () => {
    await site.stop();
    const results = await site.query(async (db) => ({
      contacts: await db
        .select({ email: contactSubmissions.email, proofOfWork: contactSubmissions.proofOfWork })
        .from(contactSubmissions),
      subscribers: await db
        .select({ proofOfWork: newsletterSubscribers.proofOfWork })
        .from(newsletterSubscribers),
    }));
    expect(results.contacts.find((row) => row.email === 'anna.de@example.ch')?.proofOfWork).toBe(
      'solved',
    );
    expect(
      results.contacts.find((row) => row.email === 'beat.keller@example.ch')?.proofOfWork,
    ).toBe('missing');
    expect(results.subscribers.map((row) => row.proofOfWork)).toEqual(['solved']);

    const out = join(site.dataDir, 'export.json');
    const exported = runLeads(
      { DATA_DIR: site.dataDir },
      'export',
      '--email',
      'beat.keller@example.ch',
      '--out',
      out,
    );
    expect(exported.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain('"proofOfWork": "missing"');
  });
});

test.describe('proof of work on a page', () => {
  for (const locale of ['en', 'de'] as Locale[]) {
    test(`nothing of it loads before a visitor moves into a form (${locale})`, async ({ page }) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(localizedPath('/contact-us', locale));
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 2000);
      await page.waitForLoadState('networkidle');
      expect(requests.filter(isProofOfWorkRequest)).toEqual([]);
    });
  }
});

test.describe('proof of work challenges under a flood', () => {
  test('one address gets 429 in its language after 60 a minute, another still gets one', async () => {
    const challenge = (from: string, headers: Record<string, string> = {}) =>
      requestFrom(baseURL(), from, { path: '/api/proof-of-work/', headers });
    const flooding = '127.0.0.83';
    for (let fetched = 0; fetched < 60; fetched++) {
      expect((await challenge(flooding)).status).toBe(200);
    }
    const refused = await challenge(flooding, { 'accept-language': 'de-CH' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const { error } = JSON.parse(refused.body) as { error: string };
    expect(error).toContain(deShared.forms.status.rateLimited.split('.')[0]);
    expect((await challenge('127.0.0.84')).status).toBe(200);
  });
});

test.describe('proof of work on two instances', () => {
  let database: DatabaseFixture;
  let first: LeadSite;
  let second: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    database = await startDatabase('postgresql', 'proof-of-work-instances');
    first = await startLeadSite({ name: 'proof-of-work-first', databaseUrl: database.url });
    second = await startLeadSite({ name: 'proof-of-work-second', databaseUrl: database.url });
  });

  test.afterAll(async () => {
    await first?.stop();
    await second?.stop();
    await database?.stop();
  });

  test('a solution one instance accepted is refused as a replay by the other', async () => {
    const challenge = (await (
      await fetch(`${first.baseURL}/api/proof-of-work/`)
    ).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    // Issued by the first, accepted by the second: both sign with the same key, so the first
    // can only refuse it as a replay.
    const once = 'Issued by the first of two servers, solved and sent to the second.';
    const again = 'The same solution sent to the first server afterwards.';

    const send = (site: LeadSite, message: string) =>
      postJson(site.baseURL, '/api/contact/', contactBody({ message, altcha }));
    expect((await send(second, once)).status).toBe(201);
    expect((await send(first, again)).status).toBe(201);

    const rows = await first.query((db) =>
      db
        .select({
          message: contactSubmissions.message,
          proofOfWork: contactSubmissions.proofOfWork,
        })
        .from(contactSubmissions),
    );
    expect(Object.fromEntries(rows.map((row) => [row.message, row.proofOfWork]))).toEqual({
      [once]: 'solved',
      [again]: 'invalid',
    });
  });
});
