import { randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startDatabase, engines, type DatabaseFixture } from './setup/engines';
import {
  contactBody,
  postApplication,
  postJson,
  startLeadSite,
  type LeadSite,
} from './setup/leads';
import { runLeads } from './setup/leads-cli';
import { readableMarkers } from './setup/readable-markers';
import type { LocalService } from './setup/services/http';
import { startWebhookReceiver } from './setup/services/webhooks';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { connect, type Database } from '../../src/server/db/connection';
import {
  contactSubmissions,
  jobApplications,
  newsletterSubscribers,
  outboxEmails,
  outboxWebhooks,
  privacyRequests,
  uploads,
} from '../../src/server/db/schema';

// Each command starts tsx and opens the database: 10–20 s on a busy machine.
test.describe.configure({ timeout: 180_000, mode: 'serial' });

const lead = {
  status: 'new' as const,
  locale: 'de' as const,
  ipHash: 'ip-hash',
  privacyAcceptedAt: new Date(),
};
const message = (to: string, text: string, replyTo?: string) => ({
  from: 'Website <hello@agency.example>',
  to,
  replyTo,
  subject: 'Anfrage',
  text,
  html: `<p>${text}</p>`,
});

for (const engine of engines) {
  test.describe(`a person's data on request (${engine})`, () => {
    let database: DatabaseFixture;
    let dataDir: string;
    let env: Record<string, string>;
    const mailDir = () => join(dataDir, 'mail');
    const otherMail = '20261128T101500000Z-00000000-0000-4000-8000-000000000002.eml';
    let annaMail: string;

    async function withDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
      const handle = await connect({ databaseUrl: database.url, dataDir });
      try {
        return await work(handle.db);
      } finally {
        await handle.close();
      }
    }

    const leads = (...args: string[]) => runLeads(env, ...args);
    const counts = (email: string) => JSON.parse(leads('find', '--email', email, '--json').stdout);

    test.beforeAll(async () => {
      database = await startDatabase(engine, `privacy-${engine}`);
      dataDir = mkdtempSync(join(tmpdir(), 'leads-privacy-'));
      env = { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) };
      await withDatabase(async (db) => {
        await db.insert(contactSubmissions).values([
          {
            ...lead,
            name: 'Anna Meier',
            email: 'Anna.Meier@Example.ch',
            topic: 'new_project',
            message: 'Wir planen eine Buchungsplattform für unsere Praxen.',
          },
          {
            ...lead,
            name: 'Ben Keller',
            email: 'ben@example.ch',
            topic: 'other',
            message: 'Eine andere Anfrage.',
          },
        ]);
        const [cv] = await db
          .insert(uploads)
          .values({
            fileName: 'lebenslauf.pdf',
            contentType: 'application/pdf',
            size: 4,
            data: Buffer.from('%PDF'),
          })
          .returning();
        await db.insert(jobApplications).values({
          ...lead,
          name: 'Anna Meier',
          email: 'anna.meier@example.ch',
          jobSlug: 'senior-frontend-engineer',
          jobReference: 'LL-2025-07',
          message: 'Ich bewerbe mich gern.',
          cvUploadId: cv?.id ?? '',
        });
        await db.insert(newsletterSubscribers).values({
          email: 'anna.meier@example.ch',
          status: 'confirmed',
          locale: 'de',
          source: 'footer',
        });
        const [toAnna] = await db
          .insert(outboxEmails)
          .values([
            { kind: 'contact-confirmation', message: message('anna.meier@example.ch', 'Danke') },
            {
              kind: 'contact-notification',
              message: message('hello@agency.example', 'Neue Anfrage', 'Anna.Meier@Example.ch'),
            },
            {
              kind: 'contact-notification',
              message: message('hello@agency.example', 'Neue Anfrage', 'ben@example.ch'),
            },
          ])
          .returning();
        await db.insert(outboxWebhooks).values({
          channel: 'json',
          announcement: {
            form: 'contact',
            id: 'lead-id',
            title: 'New enquiry: New project – Anna Meier',
            facts: [{ label: 'Email', value: 'Anna.Meier@Example.ch' }],
            message: 'Wir planen eine Buchungsplattform.',
          },
        });
        mkdirSync(mailDir(), { recursive: true });
        annaMail = `20261128T101400000Z-${toAnna?.id}.eml`;
        writeFileSync(join(mailDir(), annaMail), 'To: anna.meier@example.ch\r\n\r\nDanke\r\n');
        writeFileSync(join(mailDir(), otherMail), 'To: ben@example.ch\r\n\r\nHallo Ben\r\n');
      });
    });

    test.afterAll(async () => {
      await database?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    test('finds everything stored under the address, whatever its case', () => {
      const found = leads('find', '--email', ' ANNA.meier@example.ch ');
      expect(found.stderr).toBe('');
      expect(found.status).toBe(0);
      expect(found.stdout).toMatch(/^jobApplications\s+1$/m);
      expect(found.stdout).toContain('newsletter: confirmed');
      expect(counts('anna.meier@example.ch')).toEqual({
        contactEnquiries: 1,
        jobApplications: 1,
        attachments: 1,
        newsletterSubscription: 1,
        emails: 2,
        webhooks: 1,
        mailFiles: 1,
      });
    });

    test('exports it as one JSON document, with the CV and the written email', () => {
      const out = join(dataDir, 'anna.json');
      const exported = leads('export', '--email', 'anna.meier@example.ch', '--out', out);
      expect(exported.status).toBe(0);
      const document = JSON.parse(readFileSync(out, 'utf8'));
      expect(document.contactEnquiries[0].message).toContain('Buchungsplattform');
      expect(document.jobApplications[0].jobReference).toBe('LL-2025-07');
      expect(document.attachments[0]).toMatchObject({
        fileName: 'lebenslauf.pdf',
        base64: Buffer.from('%PDF').toString('base64'),
      });
      expect(document.newsletterSubscription.status).toBe('confirmed');
      expect(document.emails).toHaveLength(2);
      expect(document.webhooks[0].announcement.title).toContain('Anna Meier');
      expect(document.mailFiles).toEqual([
        { name: annaMail, content: 'To: anna.meier@example.ch\r\n\r\nDanke\r\n' },
      ]);
      expect(JSON.stringify(document)).not.toContain('ben@example.ch');
    });

    test('lists what erase would delete, and deletes it only with --yes', async () => {
      const dryRun = leads('erase', '--email', 'anna.meier@example.ch');
      expect(dryRun.status).toBe(0);
      expect(dryRun.stdout).toContain('nothing was changed');
      expect(counts('anna.meier@example.ch').contactEnquiries).toBe(1);

      const erased = leads('erase', '--email', 'anna.meier@example.ch', '--yes');
      expect(erased.stderr).toBe('');
      expect(erased.status).toBe(0);
      expect(erased.stdout).toMatch(/^emails\s+2$/m);
      expect(Object.values(counts('anna.meier@example.ch'))).toEqual([0, 0, 0, 0, 0, 0, 0]);
      expect(existsSync(join(mailDir(), annaMail))).toBe(false);

      // Everyone else's data stays.
      expect(counts('ben@example.ch')).toMatchObject({ contactEnquiries: 1, emails: 1 });
      expect(existsSync(join(mailDir(), otherMail))).toBe(true);
      const left = await withDatabase(async (db) => ({
        uploads: (await db.select().from(uploads)).length,
        emails: (await db.select().from(outboxEmails)).length,
        requests: await db
          .select({ action: privacyRequests.action, records: privacyRequests.records })
          .from(privacyRequests)
          .orderBy(privacyRequests.createdAt),
      }));
      expect(left.uploads).toBe(0);
      expect(left.emails).toBe(1);
      // Every request is on record, the dry run excepted, and none names the person.
      expect(left.requests.map(({ action }) => action)).toEqual([
        'find',
        'find',
        'export',
        'find',
        'erase',
        'find',
        'find',
      ]);
      expect(JSON.stringify(left.requests)).not.toMatch(/@|anna|meier/i);
    });

    test('refuses a request without an address or with one that is not an address', () => {
      const missing = leads('erase', '--yes');
      expect(missing.status).toBe(1);
      expect(missing.stderr).toContain('--email ADDRESS is required');
      const wrong = leads('find', '--email', 'anna at example');
      expect(wrong.status).toBe(1);
      expect(wrong.stderr).toContain('"anna at example" is not an email address');
      const both = leads('export', '--email', 'a@example.ch', '--kind', 'contact');
      expect(both.status).toBe(1);
      expect(both.stderr).toContain('export takes either --email or --kind');
    });
  });
}

for (const engine of engines) {
  test.describe(`erasing a person's data (${engine})`, () => {
    let database: DatabaseFixture;
    let crm: LocalService;
    let site: LeadSite;
    const secret = 'whsec_0123456789abcdef0123456789abcdef';

    // A string of its own in every field the visitor fills in and every header the site keeps.
    const run = randomBytes(6).toString('hex');
    const mark = (field: string) => `${field}${run}`;
    const phoneDigits = String(Number.parseInt(run, 16));
    const email = `${mark('email')}@example.ch`;
    const markers = [
      ...['name', 'company', 'message', 'source', 'medium', 'campaign', 'path'].map(mark),
      ...['agent', 'key', 'applicant', 'letter', 'linkedin', 'portfolio', 'cv'].map(mark),
      mark('email'),
      phoneDigits,
    ];

    test.beforeAll(async () => {
      test.setTimeout(HOOK_TIMEOUT);
      database = await startDatabase(engine, `erase-${engine}`);
      crm = await startWebhookReceiver('json', { secret });
      site = await startLeadSite({
        name: `erase-${engine}`,
        databaseUrl: database.url,
        env: { WEBHOOK_JSON_URL: `${crm.url}/hooks/leads`, WEBHOOK_JSON_SECRET: secret },
      });
    });

    test.afterAll(async () => {
      await site?.stop();
      await crm?.stop();
      await database?.stop();
      if (site) rmSync(site.dataDir, { recursive: true, force: true });
    });

    test('leaves nothing of it readable in the data directories, after a restart too', async () => {
      const contact = contactBody({
        name: `Anna ${mark('name')}`,
        email,
        company: mark('company'),
        phone: `+41 ${phoneDigits}`,
        message: `Please call me about ${mark('message')} next week.`,
        newsletterOptIn: true,
        sourcePath: `/${mark('path')}/`,
        utm_source: mark('source'),
        utm_medium: mark('medium'),
        utm_campaign: mark('campaign'),
      });
      const headers = { 'user-agent': mark('agent'), 'idempotency-key': mark('key') };
      expect((await postJson(site.baseURL, '/api/contact/', contact, headers)).status).toBe(201);
      const application = {
        name: `Anna ${mark('applicant')}`,
        email,
        phone: `+41 ${phoneDigits}`,
        linkedinUrl: `https://www.linkedin.com/in/${mark('linkedin')}`,
        portfolioUrl: `https://${mark('portfolio')}.example.ch`,
        message: `I would like to work on ${mark('letter')} with you.`,
      };
      expect(await postApplication(site, application, `${mark('cv')}.pdf`)).toBe(201);
      // Sent: the emails written as files, the webhook deliveries received.
      const mailFiles = () =>
        readdirSync(join(site.dataDir, 'mail')).filter((name) => name.endsWith('.eml'));
      await expect.poll(() => existsSync(join(site.dataDir, 'mail')) && mailFiles().length).toBe(5);
      await expect.poll(() => crm.requests.length).toBe(2);

      // The embedded database is the site's while it runs; PostgreSQL's erase runs beside it.
      if (engine === 'pglite') await site.stop();
      const folders = [site.dataDir, ...(database.dataDir ? [database.dataDir] : [])];
      expect(Object.keys(readableMarkers(folders, markers)).sort()).toEqual([...markers].sort());

      const env = {
        DATA_DIR: site.dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
      };
      const erased = runLeads(env, 'erase', '--email', email, '--yes');
      expect(erased.stderr).toBe('');
      expect(erased.status).toBe(0);
      expect(erased.stdout).toMatch(/^contactEnquiries\s+1$/m);
      expect(erased.stdout).not.toContain('Not reached');
      expect(readableMarkers(folders, markers)).toEqual({});

      // Opened and closed again, the database replays nothing that brings it back.
      if (database.outage) {
        await database.outage.begin();
        await database.outage.end();
      } else {
        await site.query(async () => {});
      }
      expect(readableMarkers(folders, markers)).toEqual({});
    });
  });
}
