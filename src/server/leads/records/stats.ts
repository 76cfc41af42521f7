import { count, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

import type { Database } from '@/server/db/connection';
import {
  contactSubmissions,
  emailSuppressions,
  idempotencyKeys,
  jobApplications,
  leadStatuses,
  newsletterStatuses,
  newsletterSubscribers,
  outboxEmails,
  rateLimits,
  uploads,
} from '@/server/db/schema';

async function countByStatus<Status extends string>(
  db: Database,
  table: typeof contactSubmissions | typeof jobApplications | typeof newsletterSubscribers,
  statuses: readonly Status[],
) {
  const groups = await db
    .select({ status: table.status, rows: count() })
    .from(table)
    .groupBy(table.status);
  const counts = Object.fromEntries(statuses.map((status) => [status, 0])) as Record<
    Status,
    number
  >;
  for (const group of groups) counts[group.status as Status] = group.rows;
  return { total: groups.reduce((sum, group) => sum + group.rows, 0), ...counts };
}

async function countRows(db: Database, table: PgTable) {
  const [result] = await db.select({ rows: count() }).from(table);
  return { total: result?.rows ?? 0 };
}

/** The rows of every table, leads by status and emails by state. */
export async function collectStats(db: Database) {
  const isQueued = sql`${outboxEmails.sentAt} is null and ${outboxEmails.failedAt} is null`;
  const hasFailed = sql`${outboxEmails.sentAt} is null and ${outboxEmails.failedAt} is not null`;
  const [outbox] = await db
    .select({
      total: count(),
      queued: count(sql`case when ${isQueued} then 1 end`),
      sent: count(outboxEmails.sentAt),
      failed: count(sql`case when ${hasFailed} then 1 end`),
    })
    .from(outboxEmails);
  return {
    contact_submissions: await countByStatus(db, contactSubmissions, leadStatuses),
    job_applications: await countByStatus(db, jobApplications, leadStatuses),
    uploads: await countRows(db, uploads),
    newsletter_subscribers: await countByStatus(db, newsletterSubscribers, newsletterStatuses),
    email_suppressions: await countRows(db, emailSuppressions),
    outbox_emails: outbox ?? { total: 0, queued: 0, sent: 0, failed: 0 },
    idempotency_keys: await countRows(db, idempotencyKeys),
    rate_limits: await countRows(db, rateLimits),
  };
}
