import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import { engines, startDatabase, type DatabaseFixture } from './setup/engines';
import { contactBody, postJson, startLeadSite, type LeadSite } from './setup/leads';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import { contactSubmissions, outboxEmails } from '../../src/server/db/schema';

const messageId = (mail: ReceivedMail) => mail.parsed.messageId;
const referenceIn = (mail: ReceivedMail) =>
  /Reference: ([0-9a-f-]{36})/.exec(mail.parsed.text ?? '')?.[1];

describe.each(engines)('no submission is lost on %s', (engine) => {
  let database: DatabaseFixture;
  let smtp: TestSmtp;
  let site: LeadSite;

  beforeAll(async () => {
    [database, smtp] = await Promise.all([
      startDatabase(engine, `reliability-${engine}`),
      startSmtp(),
    ]);
    site = await startLeadSite({
      name: `reliability-${engine}`,
      smtpUrl: smtp.url(),
      databaseUrl: database.url,
    });
  });

  afterAll(async () => {
    await site?.stop();
    await Promise.all([smtp?.close(), database?.stop()]);
  });

  test(
    'SMTP down while 50 forms arrive: 50 × 201, then every email exactly once',
    { timeout: 120_000 },
    async () => {
      await smtp.setMode('refuse');
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          postJson(
            site.baseURL,
            '/api/contact/',
            contactBody({
              email: `outage-${index}@example.ch`,
              message: `Outage enquiry number ${index} for the ${engine} run.`,
            }),
          ),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
      const ids = answers.map((answer) => String(answer.json.id));

      // Let the worker fail a few times against the closed port before the server comes back.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(smtp.received.filter((mail) => ids.includes(referenceIn(mail) ?? ''))).toHaveLength(0);
      await smtp.setMode('accept');

      const ours = () =>
        smtp.received.filter(
          (mail) =>
            ids.includes(referenceIn(mail) ?? '') ||
            mail.envelope.to.some((address) => address.startsWith('outage-')),
        );
      await smtp.waitFor(() => ours().length >= 100, 60_000);
      // Give a duplicate the chance to show up before counting.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const delivered = ours();
      expect(delivered).toHaveLength(100);
      expect(new Set(delivered.map(messageId)).size).toBe(100);
      expect(new Set(delivered.map(referenceIn).filter(Boolean))).toEqual(new Set(ids));

      if (database.url) {
        const rows = await site.query((db) => db.select().from(outboxEmails));
        const retried = rows.filter((row) => row.sentAt && row.attempts > 1);
        expect(retried.length).toBeGreaterThan(0);
      }
    },
  );

  test(
    'SMTP accepting connections but never answering: submissions stay fast, mail follows',
    { timeout: 60_000 },
    async () => {
      await smtp.setMode('hang');
      try {
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: 5 }, (_, index) =>
            postJson(
              site.baseURL,
              '/api/contact/',
              contactBody({ email: `hang-${index}@example.ch` }),
            ),
          ),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(201));
        expect(Date.now() - started).toBeLessThan(2000);
        // Longer than the SMTP timeout: the worker gives up on the silent server and retries.
        await new Promise((resolve) => setTimeout(resolve, 4000));
      } finally {
        await smtp.setMode('accept');
      }
      await smtp.waitFor(
        (mail) =>
          mail.filter((item) => item.envelope.to.some((to) => to.startsWith('hang-'))).length === 5,
        30_000,
      );
    },
  );

  test(
    'the server killed with SIGKILL during a burst: every 201 is stored and emailed',
    { timeout: 180_000 },
    async () => {
      const acknowledged: string[] = [];
      let stop = false;
      const worker = async (lane: number) => {
        for (let index = 0; !stop; index += 1) {
          try {
            const { status, json } = await postJson(
              site.baseURL,
              '/api/contact/',
              contactBody({
                email: `burst-${lane}@example.ch`,
                message: `Burst enquiry ${lane}/${index} during a crash test.`,
              }),
            );
            if (status === 201) acknowledged.push(String(json.id));
          } catch {
            // The connection died with the server: this request was never acknowledged.
          }
        }
      };
      const lanes = Array.from({ length: 10 }, (_, lane) => worker(lane));
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await site.kill();
      stop = true;
      await Promise.all(lanes);
      expect(acknowledged.length).toBeGreaterThan(10);

      await site.restart();
      await smtp.waitFor((mail) => {
        const references = new Set(mail.map(referenceIn));
        return acknowledged.every((id) => references.has(id));
      }, 90_000);
      // A message sent just before the crash may be sent again, always under the same Message-ID.
      for (const id of acknowledged) {
        const copies = smtp.received.filter((mail) => referenceIn(mail) === id);
        expect(new Set(copies.map(messageId)).size).toBe(1);
      }

      if (!database.url) await site.stop();
      const stored = await site.query((db) =>
        db
          .select({ id: contactSubmissions.id })
          .from(contactSubmissions)
          .where(inArray(contactSubmissions.id, acknowledged)),
      );
      if (!database.url) await site.restart();
      expect(stored).toHaveLength(acknowledged.length);
    },
  );

  // Only PostgreSQL can be taken away from a running site; PGlite lives inside it.
  if (engine === 'postgresql') {
    test(
      'the database down: 503 with Retry-After in the visitor’s language, and back without a restart',
      { timeout: 60_000 },
      async () => {
        await database.outage?.begin();
        try {
          const german = await postJson(
            site.baseURL,
            '/api/contact/',
            contactBody({ locale: 'de' }),
          );
          expect(german.status).toBe(503);
          expect(Number(german.headers.get('retry-after'))).toBeGreaterThan(0);
          expect(String(german.json.error)).toMatch(/technischen Problems|Minute/);
          // Pages do not depend on the database.
          expect((await fetch(`${site.baseURL}/contact-us/`)).status).toBe(200);
        } finally {
          await database.outage?.end();
        }
        const deadline = Date.now() + 20_000;
        let status = 0;
        while (status !== 201 && Date.now() < deadline) {
          status = (await postJson(site.baseURL, '/api/contact/', contactBody())).status;
          if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 500));
        }
        expect(status).toBe(201);
      },
    );
  }
});
