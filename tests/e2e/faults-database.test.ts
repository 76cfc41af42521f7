import { eq } from 'drizzle-orm';

import { startDatabase, type DatabaseFixture } from './setup/engines';
import { humanFillTimePassed } from './setup/fill-time';
import { startLeadSite, type LeadSite } from './setup/leads';
import { serverLogLines } from './setup/server';
import { startSmtp, type TestSmtp } from './setup/smtp';
import { startSubmissionStream, type Answer, type Locale } from './setup/submission-stream';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { expectFast, summary, timePage } from './setup/timing';
import deContact from '../../messages/de/contactUs.json' with { type: 'json' };
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enContact from '../../messages/en/contactUs.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import { site as siteFacts } from '../../src/config/site';
import { localizedPath } from '../../src/routes/paths';
import { contactSubmissions, idempotencyKeys, outboxEmails } from '../../src/server/db/schema';

/**
 * PostgreSQL goes away while visitors send the contact form, and comes back. What must hold:
 * the form answers 503 with Retry-After and a sentence in the visitor's language (never 500,
 * never a hanging request), nothing is half-written, every 201 is stored, and the site takes
 * submissions again by itself, without a restart. The browser form says the same and keeps what
 * the visitor typed, so the submission is sent again, not lost.
 */

const texts = {
  en: { shared: enShared, contact: enContact },
  de: { shared: deShared, contact: deContact },
} as const;

/** The sentence a visitor gets while the database is away, as the message files have it. */
const unavailable = (locale: Locale) =>
  texts[locale].shared.forms.status.unavailable.replace('{email}', siteFacts.email);

const LANES = 4;

const statusCounts = (answers: Answer[]) => {
  const counts: Record<string, number> = {};
  for (const { status } of answers) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
};

/** The Reference line of a contact notification: the id of the submission it belongs to. */
const referenceIn = (text: string) => /Reference: ([0-9a-f-]{36})/.exec(text)?.[1];

test.describe('PostgreSQL stopped in the middle of a load', () => {
  let database: DatabaseFixture;
  let smtp: TestSmtp;
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    [database, smtp] = await Promise.all([
      startDatabase('postgresql', 'faults-database'),
      startSmtp(),
    ]);
    site = await startLeadSite({
      name: 'faults-database',
      smtpUrl: smtp.url(),
      databaseUrl: database.url,
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await Promise.all([smtp?.close(), database?.stop()]);
  });

  // Immediate is a crash of the database server; fast ends every session with an error first.
  for (const mode of ['immediate', 'fast'] as const) {
    test(`stopped (${mode}): 503 in the visitor’s language, nothing half-written, back by itself`, async () => {
      test.setTimeout(120_000);
      const prefix = `db-${mode}`;
      const stream = startSubmissionStream(site.baseURL, prefix, LANES);
      const created = (answer: Answer) => answer.status === 201;
      const refusedIn = (locale: Locale) => (answer: Answer) =>
        answer.status === 503 && answer.locale === locale;
      let recoveryMs: number;
      try {
        await expect
          .poll(() => stream.since(0, created).length, {
            message: '20 submissions stored before the outage',
            timeout: 30_000,
          })
          .toBeGreaterThanOrEqual(20);

        const downAt = performance.now();
        await database.outage?.begin({ mode });
        await expect
          .poll(
            () =>
              Math.min(
                stream.since(downAt, refusedIn('en')).length,
                stream.since(downAt, refusedIn('de')).length,
              ),
            { message: '503 answers in English and in German', timeout: 30_000 },
          )
          .toBeGreaterThanOrEqual(5);
        // Pages do not depend on the database.
        expect((await timePage(site.baseURL, '/contact-us/')).status).toBe(200);

        await database.outage?.end();
        const backAt = performance.now();
        await expect
          .poll(() => stream.since(backAt, created).length, {
            message: '20 submissions stored after the outage',
            timeout: 30_000,
          })
          .toBeGreaterThanOrEqual(20);
        recoveryMs = Math.min(
          ...stream.since(backAt, created).map((answer) => answer.startedAt + answer.ms - backAt),
        );
      } finally {
        await stream.stop();
      }

      const { answers } = stream;
      const refused = answers.filter((answer) => answer.status === 503);
      console.log(
        `PostgreSQL stopped (${mode}): answers ${JSON.stringify(statusCounts(answers))}; ` +
          `503 answers ${summary(refused.map((answer) => answer.ms))}; ` +
          `first 201 ${Math.round(recoveryMs)} ms after PostgreSQL was back`,
      );
      // Stored or refused, nothing else: no 500, no hanging request, no dropped connection.
      expect(Object.keys(statusCounts(answers)).sort()).toEqual(['201', '503']);
      for (const answer of refused) {
        expect(Number(answer.retryAfter)).toBeGreaterThan(0);
        expect(answer.body).toEqual({ error: unavailable(answer.locale) });
      }
      expectFast(
        '503 answers',
        refused.map((answer) => answer.ms),
      );

      const rows = await site.query(async (db) => ({
        contacts: (await db.select().from(contactSubmissions)).filter((row) =>
          row.email.startsWith(`${prefix}-`),
        ),
        outbox: await db.select().from(outboxEmails),
        keys: (await db.select().from(idempotencyKeys)).filter((row) =>
          row.key.startsWith(`contact:${prefix}-`),
        ),
      }));
      const storedIds = rows.contacts.map((row) => row.id).sort();
      const acknowledged = answers.filter(created).map((answer) => String(answer.body.id));
      // Every 201 is a stored submission.
      expect(acknowledged.filter((id) => !storedIds.includes(id))).toEqual([]);
      // A commit whose answer was lost with the connection is stored but was answered 503; the
      // visitor sends again under the same Idempotency-Key and gets the stored submission's id.
      // At most one per connection can be caught that way.
      const unacknowledged = storedIds.length - acknowledged.length;
      console.log(
        `stored ${storedIds.length}, acknowledged ${acknowledged.length}, ` +
          `stored but answered 503: ${unacknowledged}`,
      );
      expect(unacknowledged).toBeLessThanOrEqual(LANES);

      // Each stored submission has exactly its notification and its confirmation queued, and
      // no email and no Idempotency-Key is left without its submission.
      const ours = rows.outbox.filter(
        (row) =>
          row.message.to.startsWith(`${prefix}-`) ||
          storedIds.includes(referenceIn(row.message.text) ?? ''),
      );
      const notifications = ours.filter((row) => row.kind === 'contact-notification');
      const confirmations = ours.filter((row) => row.kind === 'contact-confirmation');
      expect(ours).toHaveLength(notifications.length + confirmations.length);
      expect(notifications.map((row) => referenceIn(row.message.text)).sort()).toEqual(storedIds);
      expect(confirmations.map((row) => row.message.to).sort()).toEqual(
        rows.contacts.map((row) => row.email).sort(),
      );
      expect(rows.keys.map((row) => (row.responseBody as { id: string }).id).sort()).toEqual(
        storedIds,
      );

      // The server rode it out: not one uncaught exception.
      expect(serverLogLines(site.logFile, /uncaughtException|unhandledRejection/)).toEqual([]);
    });
  }

  for (const { locale, javaScript } of [
    { locale: 'en', javaScript: true },
    { locale: 'de', javaScript: false },
  ] as const) {
    test(`the contact form in ${locale} (JavaScript: ${javaScript}) says so, keeps the input, and sends it later`, async ({
      newPage,
    }) => {
      const t = texts[locale];
      const visitor = `form-${locale}-${javaScript ? 'js' : 'no-js'}@example.ch`;
      const message = `Sent while the database was away (${locale}), and again once it was back.`;
      const { page, consoleErrors } = await newPage({
        baseURL: site.baseURL,
        javaScriptEnabled: javaScript,
      });
      page.setDefaultTimeout(15_000);
      expect((await page.goto(localizedPath('/contact-us', locale)))?.status()).toBe(200);
      const form = page.locator('form').filter({ has: page.locator('#contact-name') });
      // Hydrated: the browser adds this field once React runs.
      if (javaScript) await expect(form.locator('input[name="enhanced"]')).toBeAttached();
      await page.fill('#contact-name', 'Anna Meier');
      await page.fill('#contact-email', visitor);
      await page.selectOption('#contact-topic', 'new_project');
      await page.fill('#contact-message', message);
      await page.check('#contact-privacy');
      const submit = () => page.getByRole('button', { name: t.contact.form.submit }).click();

      await database.outage?.begin();
      try {
        await submit();
        // The form's own message; with JavaScript a toast says it as well.
        await expect(
          form.locator('[role="alert"]:not(.Toastify__toast)').getByText(unavailable(locale)),
        ).toBeVisible({ timeout: 15_000 });
        if (javaScript) {
          await expect(page.locator('.Toastify').getByText(unavailable(locale))).toBeVisible({
            timeout: 15_000,
          });
        }
      } finally {
        await database.outage?.end();
      }
      // Nothing the visitor typed is gone: sending again is one click.
      await expect(page.locator('#contact-name')).toHaveValue('Anna Meier');
      await expect(page.locator('#contact-email')).toHaveValue(visitor);
      await expect(page.locator('#contact-message')).toHaveValue(message);

      // Sooner than a person could have filled it in, it would be filed as spam.
      await humanFillTimePassed(form);
      await submit();
      if (javaScript) {
        await expect(form.getByRole('status').getByText(t.contact.form.success)).toBeVisible({
          timeout: 15_000,
        });
      } else {
        const thankYou = localizedPath('/thank-you/[kind]', locale, { kind: 'message' });
        await expect(page).toHaveURL((url) => url.pathname === thankYou, { timeout: 15_000 });
      }
      const rows = await site.query((db) =>
        db.select().from(contactSubmissions).where(eq(contactSubmissions.email, visitor)),
      );
      expect(rows.map((row) => [row.message, row.status])).toEqual([[message, 'new']]);
      // The browser reports the 503 itself as a failed resource; nothing else went wrong.
      expect(consoleErrors.filter((error) => !/status of 503/.test(error))).toEqual([]);
    });
  }
});
