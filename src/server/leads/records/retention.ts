import { rmSync } from 'node:fs';
import { join } from 'node:path';

import { and, eq, sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

import type { Database } from '@/server/db/connection';
import {
  contactSubmissions,
  idempotencyKeys,
  jobApplications,
  newsletterSubscribers,
  outboxEmails,
  outboxWebhooks,
  rateLimits,
  uploads,
} from '@/server/db/schema';
import type { Unreached } from '@/server/db/scrub';

import { mailFileNames, scrubPersonalTables } from './person';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** PostgreSQL intervals: the periods the privacy policy promises, so change them with it. */
const RETENTION = {
  contact: '24 months',
  application: '6 months',
  spam: '30 days',
  unconfirmedNewsletter: '30 days',
  /** A sent or failed email or webhook delivery. */
  finishedDelivery: '30 days',
  idempotencyKey: '7 days',
} as const;

/** `column` lies further back than `period`, measured from the start of the transaction. */
const olderThan = (column: PgColumn | SQL, period: (typeof RETENTION)[keyof typeof RETENTION]) =>
  sql`${column} < now() - ${sql.raw(`interval '${period}'`)}`;

type Deleted = { counts: Record<string, number>; emailIds: string[] };

async function deleteExpired(tx: Transaction): Promise<Deleted> {
  const contacts = await tx
    .delete(contactSubmissions)
    .where(
      sql`${olderThan(contactSubmissions.createdAt, RETENTION.contact)} or (${eq(contactSubmissions.status, 'spam')} and ${olderThan(contactSubmissions.createdAt, RETENTION.spam)})`,
    )
    .returning({ id: contactSubmissions.id });
  const applications = await tx
    .delete(jobApplications)
    .where(
      sql`${olderThan(jobApplications.createdAt, RETENTION.application)} or (${eq(jobApplications.status, 'spam')} and ${olderThan(jobApplications.createdAt, RETENTION.spam)})`,
    )
    .returning({ id: jobApplications.id });
  // A CV is stored with its application in one transaction, so a CV no application refers to
  // belongs to one that was deleted, here or by hand.
  const cvs = await tx
    .delete(uploads)
    .where(
      sql`not exists (select 1 from ${jobApplications} where ${jobApplications.cvUploadId} = ${uploads.id})`,
    )
    .returning({ id: uploads.id });
  const subscribers = await tx
    .delete(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, 'pending'),
        olderThan(newsletterSubscribers.createdAt, RETENTION.unconfirmedNewsletter),
      ),
    )
    .returning({ email: newsletterSubscribers.email });
  // Queued items have neither timestamp, so coalesce() is null and they are never deleted.
  const finished = (outbox: typeof outboxEmails | typeof outboxWebhooks) =>
    tx
      .delete(outbox)
      .where(
        olderThan(sql`coalesce(${outbox.sentAt}, ${outbox.failedAt})`, RETENTION.finishedDelivery),
      )
      .returning({ id: outbox.id });
  const emails = await finished(outboxEmails);
  const webhooks = await finished(outboxWebhooks);
  const keys = await tx
    .delete(idempotencyKeys)
    .where(olderThan(idempotencyKeys.createdAt, RETENTION.idempotencyKey))
    .returning({ key: idempotencyKeys.key });
  const limits = await tx
    .delete(rateLimits)
    .where(sql`${rateLimits.expire} < now()`)
    .returning({ key: rateLimits.key });
  const counts = {
    contact_submissions: contacts.length,
    job_applications: applications.length,
    uploads: cvs.length,
    newsletter_subscribers: subscribers.length,
    outbox_emails: emails.length,
    outbox_webhooks: webhooks.length,
    idempotency_keys: keys.length,
    rate_limits: limits.length,
  };
  return { counts, emailIds: emails.map(({ id }) => id) };
}

/**
 * A dry run is the same work rolled back, so that its counts are exact. A real run also scrubs the
 * database's files, so that nothing deleted stays readable.
 */
export async function purgeExpired(
  db: Database,
  { dryRun, mailDir }: { dryRun: boolean; mailDir: string },
): Promise<{ deleted: Record<string, number>; unreached: Unreached[] }> {
  let deleted: Deleted = { counts: {}, emailIds: [] };
  try {
    await db.transaction(async (tx) => {
      deleted = await deleteExpired(tx);
      if (dryRun) tx.rollback();
    });
  } catch (error) {
    if (!(dryRun && error instanceof TransactionRollbackError)) throw error;
  }
  if (dryRun) return { deleted: deleted.counts, unreached: [] };
  for (const name of mailFileNames(mailDir, new Set(deleted.emailIds))) {
    rmSync(join(mailDir, name), { force: true });
  }
  return { deleted: deleted.counts, unreached: await scrubPersonalTables(db) };
}
