import { count, eq } from 'drizzle-orm';
import fc from 'fast-check';

import { engines, startDatabase, type DatabaseFixture } from './setup/engines';
import { contactBody, postJson, startLeadSite, type LeadSite } from './setup/leads';
import { startSmtp, type TestSmtp } from './setup/smtp';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import {
  contactSubmissions,
  emailSuppressions,
  jobApplications,
  outboxEmails,
} from '../../src/server/db/schema';
import { samplePdf } from '../support/sample-pdf.mjs';

const pdf = (size = 2048) => new Uint8Array(samplePdf(size));

const jobSlug = 'platform-engineer';

async function postApplication(
  site: LeadSite,
  fields: Record<string, string>,
  cv?: Uint8Array,
  fileName = 'Lebenslauf Müller.pdf',
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (cv) form.set('cv', new Blob([Buffer.from(cv)], { type: 'application/pdf' }), fileName);
  const response = await fetch(`${site.baseURL}/api/applications/`, { method: 'POST', body: form });
  return {
    status: response.status,
    json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

const applicationFields = (overrides: Record<string, string> = {}) => ({
  job: jobSlug,
  name: 'Luca Rossi',
  email: 'luca.rossi@example.ch',
  linkedinUrl: 'https://www.linkedin.com/in/luca-rossi',
  message: 'I run Kubernetes clusters for a Swiss bank and would love to join your team.',
  privacyAccepted: 'on',
  locale: 'en',
  ...overrides,
});

for (const engine of engines) {
  test.describe(`lead endpoints on ${engine}`, () => {
    let database: DatabaseFixture;
    let smtp: TestSmtp;
    let site: LeadSite;

    test.beforeAll(async () => {
      test.setTimeout(HOOK_TIMEOUT);
      [database, smtp] = await Promise.all([startDatabase(engine, `api-${engine}`), startSmtp()]);
      site = await startLeadSite({
        name: `api-${engine}`,
        smtpUrl: smtp.url(),
        databaseUrl: database.url,
      });
    });

    test.afterAll(async () => {
      await site?.stop();
      await Promise.all([smtp?.close(), database?.stop()]);
    });

    test('a valid enquiry is answered 201 with its id, once it is stored', async () => {
      const { status, json } = await postJson(site.baseURL, '/api/contact/', contactBody());
      expect(status).toBe(201);
      expect(json.id).toMatch(/^[0-9a-f-]{36}$/);
    });

    test('the form encoding of browsers without JavaScript is accepted too', async () => {
      const body = new URLSearchParams({ ...contactBody(), privacyAccepted: 'on' } as Record<
        string,
        string
      >);
      const response = await fetch(`${site.baseURL}/api/contact/`, { method: 'POST', body });
      expect(response.status).toBe(201);
    });

    test('a retried request with the same Idempotency-Key gets the first answer, not a duplicate', async () => {
      const key = `retry-${engine}-${Date.now()}`;
      const body = contactBody({ message: `Idempotent enquiry ${key}, please call us back.` });
      const answers = await Promise.all(
        [1, 2, 3].map(() =>
          postJson(site.baseURL, '/api/contact/', body, { 'Idempotency-Key': key }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201]);
      expect(new Set(answers.map((answer) => answer.json.id)).size).toBe(1);
      const reused = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ name: 'Someone Else' }),
        {
          'Idempotency-Key': key,
        },
      );
      expect(reused.status).toBe(422);
      expect(reused.json.errors).toHaveProperty('idempotencyKey');
    });

    test('invalid fields get 422 with one message per field, in the submission language', async () => {
      const bad = contactBody({
        name: 'A',
        email: 'not-an-email',
        topic: 'pizza',
        privacyAccepted: false,
      });
      const english = await postJson(site.baseURL, '/api/contact/', bad);
      expect(english.status).toBe(422);
      expect(Object.keys(english.json.errors as object).sort()).toEqual(
        ['email', 'name', 'privacyAccepted', 'topic'].sort(),
      );
      expect((english.json.errors as Record<string, string>).email).toMatch(/valid email address/);
      const german = await postJson(site.baseURL, '/api/contact/', { ...bad, locale: 'de' });
      expect((german.json.errors as Record<string, string>).email).toMatch(
        /gültige E-Mail-Adresse/,
      );
      // Without a locale field, the browser's language decides.
      const { locale: _locale, ...withoutLocale } = bad;
      const negotiated = await postJson(site.baseURL, '/api/contact/', withoutLocale, {
        'accept-language': 'de-CH,de;q=0.9',
      });
      expect((negotiated.json.errors as Record<string, string>).privacyAccepted).toMatch(
        /Datenschutz/,
      );
    });

    test('unreadable, oversized and foreign bodies are refused before anything happens', async () => {
      expect((await postJson(site.baseURL, '/api/contact/', '{"name": ')).status).toBe(400);
      expect((await postJson(site.baseURL, '/api/contact/', '[1,2]')).status).toBe(400);
      const huge = contactBody({ message: 'x'.repeat(70 * 1024) });
      expect((await postJson(site.baseURL, '/api/contact/', huge)).status).toBe(413);
      const text = await fetch(`${site.baseURL}/api/contact/`, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hello',
      });
      expect(text.status).toBe(415);
      const crossSite = await fetch(`${site.baseURL}/api/contact/`, {
        method: 'POST',
        headers: { origin: 'https://evil.example' },
        body: new URLSearchParams({ ...contactBody(), privacyAccepted: 'on' }),
      });
      expect(crossSite.status).toBe(403);
      expect((await fetch(`${site.baseURL}/api/contact/`)).status).toBe(405);
    });

    test('CR/LF in a field never reaches a mail header; the envelope names only the inbox', async () => {
      const injected = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({
          name: 'Eve\r\nBcc: victim@evil.test',
          email: 'eve@example.ch\r\nBcc: x@evil.test',
        }),
      );
      expect(injected.status).toBe(422);
      const marker = `header-check-${engine}`;
      const ok = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ company: marker, email: 'eve@example.ch' }),
      );
      expect(ok.status).toBe(201);
      await expect.poll(() => smtp.received.some((item) => item.raw.includes(marker))).toBe(true);
      const notification = smtp.received.find((item) => item.raw.includes(marker));
      expect(notification?.envelope.to).toEqual(['hello@limmatlabs.ch']);
      expect(notification?.raw).not.toMatch(/^Bcc:/im);
    });

    test('markup in a message is stored exactly as sent and escaped in the email', async () => {
      const message = `<script>alert("${engine}")</script> ' OR 1=1 -- Zoë 東京 🚀`;
      const { status, json } = await postJson(
        site.baseURL,
        '/api/contact/',
        contactBody({ message, name: "Frédéric O'Brien" }),
      );
      expect(status).toBe(201);
      await expect
        .poll(() => smtp.received.some((item) => item.parsed.text?.includes(String(json.id))))
        .toBe(true);
      const notification = smtp.received.find((item) =>
        item.parsed.text?.includes(String(json.id)),
      );
      expect(notification?.parsed.text).toContain(message);
      expect(notification?.parsed.html).toContain('&lt;script&gt;alert(&quot;');
      expect(notification?.parsed.html).not.toContain('<script>');
      // The visitor's confirmation does not repeat the message.
      const confirmation = smtp.received.find(
        (item) =>
          item.envelope.to.includes('anna.meier@example.ch') && !item.raw.includes('<script>'),
      );
      expect(confirmation).toBeDefined();
      if (database.url) {
        const [row] = await site.query((db) =>
          db
            .select()
            .from(contactSubmissions)
            .where(eq(contactSubmissions.id, String(json.id))),
        );
        expect(row?.message).toBe(message);
      }
    });

    test('a job application with its PDF is stored and sent to the hiring inbox with the CV attached', async () => {
      const { status, json } = await postApplication(site, applicationFields(), pdf());
      expect(status).toBe(201);
      await expect
        .poll(() =>
          smtp.received.some(
            (item) =>
              item.envelope.to.includes('jobs@limmatlabs.ch') &&
              item.parsed.text?.includes(String(json.id)),
          ),
        )
        .toBe(true);
      const notification = smtp.received.find((item) =>
        item.parsed.text?.includes(String(json.id)),
      );
      expect(notification?.parsed.attachments).toHaveLength(1);
      expect(notification?.parsed.attachments[0]?.filename).toBe('Lebenslauf Müller.pdf');
      expect(notification?.parsed.replyTo?.[0]?.address).toBe('luca.rossi@example.ch');
    });

    test('an application without a real PDF, or for an unknown job, is refused with field errors', async () => {
      const renamed = new TextEncoder().encode('MZ\x90\x00 this is an executable');
      expect(
        (await postApplication(site, applicationFields(), renamed)).json.errors,
      ).toHaveProperty('cv');
      // It starts like one, but no reader would open it as a PDF.
      const onlyHeader = new TextEncoder().encode('%PDF-<script>alert(1)</script>');
      const fake = await postApplication(site, applicationFields(), onlyHeader);
      expect(fake.status).toBe(422);
      expect((fake.json.errors as Record<string, string>).cv).toMatch(/not a PDF/);
      expect((await postApplication(site, applicationFields())).json.errors).toHaveProperty('cv');
      const tooBig = await postApplication(site, applicationFields(), pdf(10 * 1024 * 1024 + 1));
      expect(tooBig.status).toBe(422);
      expect((tooBig.json.errors as Record<string, string>).cv).toMatch(/10 MB/);
      const unknown = await postApplication(site, applicationFields({ job: 'astronaut' }), pdf());
      expect(unknown.status).toBe(422);
      expect(unknown.json.errors).toHaveProperty('job');
    });

    test('a CV with active content is refused in the applicant’s language, and nothing is stored', async () => {
      // On PGlite the server is stopped and started again for each count.
      test.setTimeout(180_000);
      const before = await countRows(site, database);
      const withScript = (catalog: string) =>
        new TextEncoder().encode(
          `%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R ${catalog} >>\nendobj\n` +
            '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
        );
      for (const catalog of [
        '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>',
        '/Names << /EmbeddedFiles 3 0 R >>',
        '/OpenAction << /S /Launch /F (cmd.exe) >>',
        '/AA << /O << /S /J#61vaScript /JS (this.print\\(\\)) >> >>',
      ]) {
        const german = await postApplication(
          site,
          applicationFields({ locale: 'de' }),
          withScript(catalog),
        );
        expect(german.status).toBe(422);
        expect((german.json.errors as Record<string, string>).cv).toMatch(/Skripte, Anhänge/);
      }
      const english = await postApplication(
        site,
        applicationFields(),
        withScript('/OpenAction << /S /JavaScript /JS (x) >>'),
      );
      expect((english.json.errors as Record<string, string>).cv).toMatch(/plain PDF/);
      expect(await countRows(site, database)).toEqual(before);
    });

    test('bidi controls are removed from the attachment’s name', async () => {
      const { status, json } = await postApplication(
        site,
        applicationFields({ email: 'bidi@example.ch' }),
        pdf(),
        'Lebenslauf\u202Efdp.exe',
      );
      expect(status).toBe(201);
      await expect
        .poll(() => smtp.received.some((item) => item.parsed.text?.includes(String(json.id))))
        .toBe(true);
      const notification = smtp.received.find((item) =>
        item.parsed.text?.includes(String(json.id)),
      );
      expect(notification?.parsed.attachments[0]?.filename).toBe('Lebenslauffdp.exe.pdf');
    });

    test('1000 hostile contact submissions: never a 5xx, and only accepted ones are stored', async () => {
      test.setTimeout(240_000);
      const before = await countRows(site, database);
      const hostileText = fc.oneof(
        fc.string({ maxLength: 300 }),
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.constantFrom(
          '\r\nBcc: x@evil.test',
          '%0d%0aBcc:',
          '<img src=x onerror=alert(1)>',
          '\u202Egnp.exe',
          '\uD800',
          '\u0000',
          'a'.repeat(6000),
          '{"$gt":""}',
        ),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.array(fc.string(), { maxLength: 3 }),
        fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
      );
      const body = fc.record(
        {
          name: fc.oneof(fc.constant('Anna Meier'), hostileText),
          email: fc.oneof(fc.constant('anna@example.ch'), hostileText, fc.constant('a@b@c.ch')),
          topic: fc.oneof(fc.constant('consulting'), hostileText),
          message: fc.oneof(
            fc.constant('A perfectly reasonable enquiry about a project.'),
            hostileText,
          ),
          privacyAccepted: fc.oneof(fc.constant(true), hostileText),
          locale: fc.oneof(fc.constant('de'), hostileText),
          phone: hostileText,
          website: fc.oneof(fc.constant(''), hostileText),
          __proto__: hostileText,
        },
        { requiredKeys: [] },
      );
      let created = 0;
      await fc.assert(
        fc.asyncProperty(body, async (candidate) => {
          const { status } = await postJson(site.baseURL, '/api/contact/', candidate);
          expect([201, 400, 413, 415, 422]).toContain(status);
          if (status === 201) created += 1;
        }),
        { numRuns: 1000 },
      );
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      const after = await countRows(site, database);
      expect(after.contact - before.contact).toBe(created);
    });

    test('1000 hostile applications: never a 5xx, nothing stored for a rejected one', async () => {
      test.setTimeout(240_000);
      const before = await countRows(site, database);
      let created = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            name: fc.oneof(fc.constant('Luca Rossi'), fc.string({ maxLength: 200 })),
            email: fc.oneof(fc.constant('luca@example.ch'), fc.string({ maxLength: 300 })),
            linkedinUrl: fc.oneof(
              fc.constant(''),
              fc.webUrl(),
              fc.string({ maxLength: 50 }),
              fc.constant('javascript:alert(1)'),
            ),
            job: fc.oneof(fc.constant(jobSlug), fc.string({ maxLength: 100 })),
            privacyAccepted: fc.constantFrom('on', '', 'off', 'true'),
            locale: fc.constantFrom('en', 'de', 'fr', ''),
            message: fc.string({ unit: 'binary', maxLength: 400 }),
          }),
          fc.oneof(fc.constant(pdf(512)), fc.uint8Array({ maxLength: 512 })),
          async (fields, cv) => {
            const { status } = await postApplication(site, fields, cv);
            expect([201, 400, 413, 415, 422]).toContain(status);
            if (status === 201) created += 1;
          },
        ),
        { numRuns: 1000 },
      );
      const after = await countRows(site, database);
      expect(after.application - before.application).toBe(created);
    });

    test('1000 forged unsubscribe tokens: none is accepted, and nothing is suppressed', async () => {
      test.setTimeout(120_000);
      const before = await countRows(site, database);
      const payload = (email: string) =>
        Buffer.from(
          JSON.stringify({ e: email, p: 'unsubscribe', l: 'newsletter', iat: 1 }),
        ).toString('base64url');
      const forged = fc.oneof(
        fc.string({ maxLength: 200 }),
        fc
          .emailAddress()
          .map((email) => `${payload(email)}.${Buffer.alloc(32).toString('base64url')}`),
        fc
          .tuple(fc.emailAddress(), fc.uint8Array({ minLength: 32, maxLength: 32 }))
          .map(
            ([email, signature]) =>
              `${payload(email)}.${Buffer.from(signature).toString('base64url')}`,
          ),
      );
      await fc.assert(
        fc.asyncProperty(forged, async (token) => {
          const response = await fetch(
            `${site.baseURL}/api/unsubscribe/?token=${encodeURIComponent(token)}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'List-Unsubscribe=One-Click',
            },
          );
          expect(response.status).toBe(400);
        }),
        { numRuns: 1000 },
      );
      const after = await countRows(site, database);
      expect(after.suppressions).toBe(before.suppressions);
    });
  });
}

/** Row counts; on PGlite the server is stopped for the count and started again. */
async function countRows(site: LeadSite, database: DatabaseFixture) {
  const read = () =>
    site.query(async (db) => {
      const [contact] = await db.select({ n: count() }).from(contactSubmissions);
      const [application] = await db.select({ n: count() }).from(jobApplications);
      const [suppressions] = await db.select({ n: count() }).from(emailSuppressions);
      const [outbox] = await db.select({ n: count() }).from(outboxEmails);
      return {
        contact: contact?.n ?? 0,
        application: application?.n ?? 0,
        suppressions: suppressions?.n ?? 0,
        outbox: outbox?.n ?? 0,
      };
    });
  if (database.url) return read();
  await site.stop();
  try {
    return await read();
  } finally {
    await site.restart();
  }
}
