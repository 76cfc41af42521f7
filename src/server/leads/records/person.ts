// A person's data on request (nDSG art. 25 and 32, GDPR art. 15 and 17). Erasure keeps an
// unsubscribed address's hashed suppression, so that it is never written to again.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { eq, inArray, sql } from 'drizzle-orm';

import type { Database } from '@/server/db/connection';
import {
  contactSubmissions,
  idempotencyKeys,
  jobApplications,
  newsletterSubscribers,
  outboxEmails,
  outboxWebhooks,
  privacyRequests,
  uploads,
} from '@/server/db/schema';
import { scrubDeletedRows, type Unreached } from '@/server/db/scrub';

export type PersonRecords = {
  contactEnquiries: Array<typeof contactSubmissions.$inferSelect>;
  jobApplications: Array<typeof jobApplications.$inferSelect>;
  attachments: Array<typeof uploads.$inferSelect>;
  newsletterSubscription: typeof newsletterSubscribers.$inferSelect | undefined;
  emails: Array<typeof outboxEmails.$inferSelect>;
  webhooks: Array<typeof outboxWebhooks.$inferSelect>;
  mailFiles: string[];
};

/** The address as stored: the forms keep what the visitor typed, so compare case-blind. */
export function normalizedAddress(address: string): string | undefined {
  const email = address.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
}

/** A written email, or one whose writing a crash cut short (the server removes it at start). */
const MAIL_FILE = /\.eml(?:\.partial)?$/;

function mailFiles(mailDir: string): Array<{ name: string; outboxId: string }> {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .filter((name) => MAIL_FILE.test(name))
    .map((name) => ({ name, outboxId: name.replace(MAIL_FILE, '').split('-').slice(-5).join('-') }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

export function mailFileNames(mailDir: string, outboxIds: ReadonlySet<string>): string[] {
  return mailFiles(mailDir)
    .filter(({ outboxId }) => outboxIds.has(outboxId))
    .map(({ name }) => name);
}

function mailFilesNaming(mailDir: string, email: string, outboxIds: Set<string>): string[] {
  return mailFiles(mailDir)
    .filter(
      ({ name, outboxId }) =>
        outboxIds.has(outboxId) ||
        readFileSync(join(mailDir, name), 'latin1').toLowerCase().includes(email),
    )
    .map(({ name }) => name);
}

/** Everything stored about `email` (normalized), in the database and the mail folder. */
export async function findPerson(
  db: Database,
  email: string,
  mailDir: string,
): Promise<PersonRecords> {
  const contactEnquiries = await db
    .select()
    .from(contactSubmissions)
    .where(sql`lower(${contactSubmissions.email}) = ${email}`)
    .orderBy(contactSubmissions.createdAt);
  const applications = await db
    .select()
    .from(jobApplications)
    .where(sql`lower(${jobApplications.email}) = ${email}`)
    .orderBy(jobApplications.createdAt);
  const cvIds = applications.flatMap((application) => application.cvUploadId ?? []);
  const attachments =
    cvIds.length > 0 ? await db.select().from(uploads).where(inArray(uploads.id, cvIds)) : [];
  const [newsletterSubscription] = await db
    .select()
    .from(newsletterSubscribers)
    .where(sql`lower(${newsletterSubscribers.email}) = ${email}`);
  const emails = await db
    .select()
    .from(outboxEmails)
    .where(
      sql`position(${email} in lower(${outboxEmails.message}::text)) > 0
        or lower(${outboxEmails.newsletterRecipient}) = ${email}`,
    )
    .orderBy(outboxEmails.createdAt);
  const webhooks = await db
    .select()
    .from(outboxWebhooks)
    .where(sql`position(${email} in lower(${outboxWebhooks.announcement}::text)) > 0`)
    .orderBy(outboxWebhooks.createdAt);
  const mailFiles = mailFilesNaming(mailDir, email, new Set(emails.map(({ id }) => id)));
  return {
    contactEnquiries,
    jobApplications: applications,
    attachments,
    newsletterSubscription,
    emails,
    webhooks,
    mailFiles,
  };
}

/** How many records of each kind: all the audit log keeps of a request. */
export function countRecords(records: PersonRecords): Record<string, number> {
  return {
    contactEnquiries: records.contactEnquiries.length,
    jobApplications: records.jobApplications.length,
    attachments: records.attachments.length,
    newsletterSubscription: records.newsletterSubscription ? 1 : 0,
    emails: records.emails.length,
    webhooks: records.webhooks.length,
    mailFiles: records.mailFiles.length,
  };
}

export function exportDocument(records: PersonRecords, mailDir: string) {
  return {
    exportedAt: new Date().toISOString(),
    contactEnquiries: records.contactEnquiries,
    jobApplications: records.jobApplications,
    attachments: records.attachments.map(({ data, ...file }) => ({
      ...file,
      base64: data.toString('base64'),
    })),
    newsletterSubscription: records.newsletterSubscription ?? null,
    emails: records.emails,
    webhooks: records.webhooks,
    mailFiles: records.mailFiles.map((name) => ({
      name,
      content: readFileSync(join(mailDir, name), 'utf8'),
    })),
  };
}

/** Every table that can hold a person's data, even in rows deleted before: erasure scrubs them. */
const personalTables = [
  contactSubmissions,
  jobApplications,
  uploads,
  newsletterSubscribers,
  outboxEmails,
  outboxWebhooks,
  idempotencyKeys,
];

/**
 * Also deletes the answers kept for retries of those leads, as their key is the visitor's. Returns
 * what stays readable in the database despite the scrub.
 */
export async function erasePerson(
  db: Database,
  records: PersonRecords,
  mailDir: string,
): Promise<Unreached[]> {
  const ids = <T extends { id: string }>(rows: T[]) => rows.map(({ id }) => id);
  const leadIds = [...ids(records.contactEnquiries), ...ids(records.jobApplications)];
  await db.transaction(async (tx) => {
    // The emails first: an application's email names its CV, the application its upload.
    if (records.emails.length > 0) {
      await tx.delete(outboxEmails).where(inArray(outboxEmails.id, ids(records.emails)));
    }
    if (records.webhooks.length > 0) {
      await tx.delete(outboxWebhooks).where(inArray(outboxWebhooks.id, ids(records.webhooks)));
    }
    if (records.contactEnquiries.length > 0) {
      await tx
        .delete(contactSubmissions)
        .where(inArray(contactSubmissions.id, ids(records.contactEnquiries)));
    }
    if (records.jobApplications.length > 0) {
      await tx
        .delete(jobApplications)
        .where(inArray(jobApplications.id, ids(records.jobApplications)));
    }
    if (records.attachments.length > 0) {
      await tx.delete(uploads).where(inArray(uploads.id, ids(records.attachments)));
    }
    if (records.newsletterSubscription) {
      await tx
        .delete(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, records.newsletterSubscription.email));
    }
    if (leadIds.length > 0) {
      await tx
        .delete(idempotencyKeys)
        .where(inArray(sql`${idempotencyKeys.responseBody} ->> 'id'`, leadIds));
    }
  });
  for (const name of records.mailFiles) rmSync(join(mailDir, name), { force: true });
  return scrubPersonalTables(db);
}

export function scrubPersonalTables(db: Database): Promise<Unreached[]> {
  return scrubDeletedRows(db, personalTables);
}

/** Records that a request was carried out, with its counts and nothing about the person. */
export async function auditPrivacyRequest(
  db: Database,
  action: (typeof privacyRequests.$inferInsert)['action'],
  records: Record<string, number>,
): Promise<void> {
  await db.insert(privacyRequests).values({ action, records });
}
