import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { inArray } from 'drizzle-orm';
import PostalMime from 'postal-mime';

import { engines, startDatabase, type DatabaseFixture } from './setup/engines';
import { contactBody, postJson, startLeadSite, type LeadSite } from './setup/leads';
import { serverLogLines } from './setup/server';
import { startSmtp, type ReceivedMail, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { contactSubmissions, outboxEmails } from '../../src/server/db/schema';

const messageId = (mail: ReceivedMail) => mail.parsed.messageId;
const referenceIn = (mail: ReceivedMail) =>
  /Reference: ([0-9a-f-]{36})/.exec(mail.parsed.text ?? '')?.[1];

for (const engine of engines) {
  test.describe(`no submission is lost on ${engine}`, () => {
    // One site and one mail server, whose modes the tests change in turn.
    test.describe.configure({ mode: 'serial' });

    let database: DatabaseFixture;
    let smtp: TestSmtp;
    let site: LeadSite;

    test.beforeAll(async () => {
      test.setTimeout(HOOK_TIMEOUT);
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

    test.afterAll(async () => {
      await site?.stop();
      await Promise.all([smtp?.close(), database?.stop()]);
    });

    test('SMTP down while 50 forms arrive: 50 × 201, then every email exactly once', async () => {
      // The server is stopped and started again to read the outbox.
      test.setTimeout(180_000);
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

      // The worker has failed against the closed port before the server comes back.
      await expect
        .poll(() => serverLogLines(site.logFile, /Email: sending fails/), { timeout: 30_000 })
        .toHaveLength(1);
      expect(smtp.received.filter((mail) => ids.includes(referenceIn(mail) ?? ''))).toHaveLength(0);
      await smtp.setMode('accept');

      const ours = () =>
        smtp.received.filter(
          (mail) =>
            ids.includes(referenceIn(mail) ?? '') ||
            mail.envelope.to.some((address) => address.startsWith('outage-')),
        );
      await expect.poll(() => ours().length, { timeout: 60_000 }).toBeGreaterThanOrEqual(100);
      // The outage is two lines in the log, not one per email and attempt.
      expect(serverLogLines(site.logFile, /Email: sending fails/)).toHaveLength(1);
      expect(serverLogLines(site.logFile, /Email: sending works again/)).toEqual([
        expect.stringMatching(/sending works again after \d+ s; \d+ attempts for \d+ emails/),
      ]);
      expect(serverLogLines(site.logFile, /not sent, attempt/)).toEqual([]);

      // Stopped, the server has finished what it was sending; with every email marked sent in
      // the outbox, no duplicate can follow, and the count is final.
      await site.stop();
      const rows = await site.query((db) => db.select().from(outboxEmails));
      await site.restart();
      // Started again, the server loads the endpoint's code on its first request; a refused one
      // does that without storing anything, so the next test times answers, not a cold start.
      expect((await postJson(site.baseURL, '/api/contact/', {})).status).toBe(422);
      expect(rows.filter((row) => row.sentAt === null)).toEqual([]);
      const retried = rows.filter((row) => row.sentAt && row.attempts > 1);
      expect(retried.length).toBeGreaterThan(0);
      const delivered = ours();
      expect(delivered).toHaveLength(100);
      expect(new Set(delivered.map(messageId)).size).toBe(100);
      expect(new Set(delivered.map(referenceIn).filter(Boolean))).toEqual(new Set(ids));
    });

    test('SMTP accepting connections but never answering: submissions stay fast, mail follows', async () => {
      const failuresBefore = serverLogLines(site.logFile, /Email: sending fails/).length;
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
        // After the SMTP timeout the worker gives up on the silent server, to retry later.
        await expect
          .poll(() => serverLogLines(site.logFile, /Email: sending fails/).length, {
            timeout: 30_000,
          })
          .toBe(failuresBefore + 1);
      } finally {
        await smtp.setMode('accept');
      }
      await expect
        .poll(
          () =>
            smtp.received.filter((item) => item.envelope.to.some((to) => to.startsWith('hang-')))
              .length,
          { timeout: 30_000 },
        )
        .toBe(5);
    });

    test('the server killed with SIGKILL during a burst: every 201 is stored and emailed', async () => {
      test.setTimeout(180_000);
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
      // Killed in the middle of the burst, once it has had a good number stored.
      await expect.poll(() => acknowledged.length).toBeGreaterThan(10);
      await site.kill();
      stop = true;
      await Promise.all(lanes);

      await site.restart();
      await expect
        .poll(
          () => {
            const references = new Set(smtp.received.map(referenceIn));
            return acknowledged.filter((id) => !references.has(id));
          },
          { message: 'every acknowledged enquiry emailed', timeout: 90_000 },
        )
        .toEqual([]);
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
    });

    // Only PostgreSQL can be taken away from a running site; PGlite lives inside it.
    if (engine === 'postgresql') {
      test('the database down: 503 with Retry-After in the visitor’s language, and back without a restart', async () => {
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
        await expect
          .poll(async () => (await postJson(site.baseURL, '/api/contact/', contactBody())).status, {
            intervals: [500],
            timeout: 20_000,
          })
          .toBe(201);
      });
    }
  });
}

/** Posts contact forms from 10 clients at once until `stop()`; returns the acknowledged ids. */
function burst(baseURL: string, label: string) {
  const acknowledged: string[] = [];
  let stopped = false;
  const lanes = Array.from({ length: 10 }, async (_, lane) => {
    for (let index = 0; !stopped; index += 1) {
      try {
        const { status, json } = await postJson(
          baseURL,
          '/api/contact/',
          contactBody({
            email: `${label}-${lane}@example.ch`,
            message: `Enquiry ${lane}/${index} of the ${label} run, sent during a crash test.`,
          }),
        );
        if (status === 201) acknowledged.push(String(json.id));
      } catch {
        // The connection died with the server: this request was never acknowledged.
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      stopped = true;
      await Promise.all(lanes);
    },
  };
}

test.describe('email written to files without a mail server', () => {
  test('killed three times while writing: every email once, whole, and no partial file', async () => {
    test.setTimeout(240_000);
    const site = await startLeadSite({ name: 'mail-files' });
    const folder = join(site.dataDir, 'mail');
    const acknowledged: string[] = [];
    try {
      for (let round = 0; round < 3; round += 1) {
        const load = burst(site.baseURL, `files-${round}`);
        // Let the outbox write a good number of files, then kill the server mid-write.
        await expect
          .poll(() => readdirSync(folder).length, { timeout: 60_000 })
          .toBeGreaterThanOrEqual(20 * (round + 1));
        await site.kill();
        await load.stop();
        acknowledged.push(...load.acknowledged);
        await site.restart();
      }
      // Each acknowledged enquiry sends two emails; the notification names its reference.
      const referenceOf = new Map<string, string | undefined>();
      await expect
        .poll(
          async () => {
            for (const file of emlFiles(folder)) {
              if (!referenceOf.has(file))
                referenceOf.set(file, referenceInText(await mailText(file)));
            }
            const references = new Set(referenceOf.values());
            return acknowledged.filter((id) => !references.has(id));
          },
          { message: 'every acknowledged enquiry written', timeout: 90_000 },
        )
        .toEqual([]);
    } finally {
      await site.stop();
    }
    const names = readdirSync(folder);
    expect(names.filter((name) => !name.endsWith('.eml'))).toEqual([]);
    const files = names.map((name) => readFileSync(join(folder, name), 'utf8'));
    for (const text of files) {
      expect(text).toMatch(/^Message-ID: <[0-9a-f-]{36}@/m);
      // A whole message ends with the closing line of its MIME boundary.
      const boundary = /boundary="([^"]+)"/.exec(text)?.[1];
      expect(text.trimEnd().endsWith(`--${boundary}--`)).toBe(true);
    }
    const messageIds = files.map((text) => /^Message-ID: (\S+)/m.exec(text)?.[1]);
    expect(new Set(messageIds).size).toBe(files.length);
    expect(acknowledged.length).toBeGreaterThan(30);
  });
});

function referenceInText(text: string) {
  return /Reference: ([0-9a-f-]{36})/.exec(text)?.[1];
}

const emlFiles = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => join(folder, name));

async function mailText(file: string) {
  return (await PostalMime.parse(readFileSync(file))).text ?? '';
}
