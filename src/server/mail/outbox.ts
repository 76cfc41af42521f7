import 'server-only';

import { createHash } from 'node:crypto';

import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';

import type { Database } from '@/server/db';
import {
  emailSuppressions,
  outboxEmails,
  outboxWebhooks,
  uploads,
  type OutboxMessage,
} from '@/server/db/schema';

import type { Delivery } from './outage-log';
import { isPermanentFailure, type MailTransport } from './transport';

type Writer = Pick<Database, 'insert'>;

export type OutboxPolicy = {
  /** Delay before the first retry; it doubles with each attempt. */
  retryBaseMs: number;
  retryMaxMs: number;
  maxAttempts: number;
  /** How long a claim holds: longer than a send takes, so only a crashed worker's rows go again. */
  leaseSeconds: number;
};

export type QueuedEmail = {
  kind: string;
  message: OutboxMessage;
  newsletterRecipient?: string;
};

/** Queues emails in the caller's transaction, so they exist exactly when their submission does. */
export async function enqueueEmails(writer: Writer, emails: QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await writer.insert(outboxEmails).values(
    emails.map((email) => ({
      kind: email.kind,
      message: email.message,
      newsletterRecipient: email.newsletterRecipient ?? null,
    })),
  );
}

/** `SKIP LOCKED` and the lease give each due row to one worker, whichever process it runs in. */
export async function claimDue<Table extends typeof outboxEmails | typeof outboxWebhooks>(
  db: Database,
  table: Table,
  limit: number,
  leaseSeconds: number,
): Promise<Array<Table['$inferSelect']>> {
  // One table of the two at a time; their delivery columns are the same (`deliveryColumns`).
  const outbox = table as typeof outboxEmails;
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.failedAt),
        lte(outbox.nextAttemptAt, sql`now()`),
        or(isNull(outbox.lockedUntil), lte(outbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(outbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({
      lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed as Array<Table['$inferSelect']>;
}

/** The stable Message-ID of a queued email: a resend after a crash carries the same one. */
export function messageIdFor(outboxId: string, from: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  return `<${outboxId}@${domain}>`;
}

export const emailHash = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

export function retryDelayMs(attempts: number, policy: OutboxPolicy, random = Math.random) {
  const exponential = policy.retryBaseMs * 2 ** Math.max(0, attempts - 1);
  // ±20 % jitter, so messages queued together during an outage do not retry in lockstep.
  return Math.min(policy.retryMaxMs, exponential) * (0.8 + 0.4 * random());
}

/** Claims only as many as the transport sends at once, so none waits while its lease runs out. */
export async function deliverDue(
  db: Database,
  transport: MailTransport,
  policy: OutboxPolicy,
): Promise<Delivery[]> {
  const claimed = await claimDue(db, outboxEmails, transport.concurrency, policy.leaseSeconds);
  return Promise.all(claimed.map((email) => deliver(db, transport, policy, email)));
}

async function deliver(
  db: Database,
  transport: MailTransport,
  policy: OutboxPolicy,
  email: typeof outboxEmails.$inferSelect,
): Promise<Delivery> {
  const finish = (values: Partial<typeof outboxEmails.$inferInsert>) =>
    db
      .update(outboxEmails)
      .set({ lockedUntil: null, ...values })
      .where(eq(outboxEmails.id, email.id));

  if (email.newsletterRecipient && (await isSuppressed(db, email.newsletterRecipient))) {
    await finish({ failedAt: new Date(), lastError: 'suppressed: the recipient unsubscribed' });
    return { id: email.id, outcome: 'suppressed' };
  }
  const { message } = email;
  try {
    const attachments = message.attachments?.length
      ? await db
          .select()
          .from(uploads)
          .where(
            inArray(
              uploads.id,
              message.attachments.map((attachment) => attachment.uploadId),
            ),
          )
      : [];
    await transport.send({
      messageId: messageIdFor(email.id, message.from),
      // When it was queued: the same on every attempt, like the Message-ID.
      date: email.createdAt,
      from: message.from,
      to: message.to,
      replyTo: message.replyTo,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers,
      attachments: attachments.map((file) => ({
        filename: file.fileName,
        content: file.data,
        contentType: file.contentType,
      })),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    if (isPermanentFailure(error) || email.attempts >= policy.maxAttempts) {
      // Names the message, never its content; retries are left to the worker's outage log.
      console.error(
        `Email ${email.id} (${email.kind}) not sent, attempt ${email.attempts}: ${reason}; giving up`,
      );
      await finish({ failedAt: new Date(), lastError: reason.slice(0, 500) });
      return { id: email.id, outcome: 'given-up' };
    }
    await finish({
      lastError: reason.slice(0, 500),
      nextAttemptAt: new Date(Date.now() + retryDelayMs(email.attempts, policy)),
    });
    return { id: email.id, outcome: 'retry', error: reason };
  }
  // Outside the try: the message is out, and a failing database does not make it unsent. The
  // claim runs out and it goes again under the same Message-ID, as close to once as SMTP allows.
  await finish({ sentAt: new Date(), lastError: null });
  return { id: email.id, outcome: 'sent' };
}

/** Safe only where no other worker can run: the embedded database, at start-up. */
export async function releaseAllClaims(db: Database): Promise<void> {
  for (const outbox of [outboxEmails, outboxWebhooks] as const) {
    await db
      .update(outbox)
      .set({ lockedUntil: null })
      .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt)));
  }
}

async function isSuppressed(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ hash: emailSuppressions.emailHash })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.emailHash, emailHash(email)))
    .limit(1);
  return rows.length > 0;
}
