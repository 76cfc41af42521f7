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
  outboxWebhooks,
  privacyRequests,
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

/** An outbox's rows by state: queued (neither sent nor failed), sent and failed. */
async function outboxStates(db: Database, table: typeof outboxEmails | typeof outboxWebhooks) {
  const isQueued = sql`${table.sentAt} is null and ${table.failedAt} is null`;
  const hasFailed = sql`${table.sentAt} is null and ${table.failedAt} is not null`;
  const [states] = await db
    .select({
      total: count(),
      queued: count(sql`case when ${isQueued} then 1 end`),
      sent: count(table.sentAt),
      failed: count(sql`case when ${hasFailed} then 1 end`),
    })
    .from(table);
  return states ?? { total: 0, queued: 0, sent: 0, failed: 0 };
}

/** The rows of every table, leads by status, emails and webhook deliveries by state. */
export async function collectStats(db: Database) {
  return {
    contact_submissions: await countByStatus(db, contactSubmissions, leadStatuses),
    job_applications: await countByStatus(db, jobApplications, leadStatuses),
    uploads: await countRows(db, uploads),
    newsletter_subscribers: await countByStatus(db, newsletterSubscribers, newsletterStatuses),
    email_suppressions: await countRows(db, emailSuppressions),
    outbox_emails: await outboxStates(db, outboxEmails),
    outbox_webhooks: await outboxStates(db, outboxWebhooks),
    idempotency_keys: await countRows(db, idempotencyKeys),
    rate_limits: await countRows(db, rateLimits),
    privacy_requests: await countRows(db, privacyRequests),
  };
}
