import 'server-only';

import { createHash } from 'node:crypto';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db';
import { idempotencyKeys } from '@/server/db/schema';

/** A client's Idempotency-Key for one form: opaque, printable, 8 to 200 characters. */
export function parseIdempotencyKey(header: string | null): string | undefined | 'invalid' {
  if (header === null) return undefined;
  return /^[\x21-\x7e]{8,200}$/.test(header) ? header : 'invalid';
}

/** The fingerprint of a request body, so a key reused for a different submission is caught. */
export const requestHash = (body: unknown) =>
  createHash('sha256').update(JSON.stringify(body)).digest('hex');

export type StoredAnswer = { status: number; body: { id: string } };

export type Replay =
  | { found: false }
  | { found: true; matches: true; answer: StoredAnswer }
  | { found: true; matches: false };

export async function findAnswer(db: Database, key: string, hash: string): Promise<Replay> {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  if (!row) return { found: false };
  if (row.requestHash !== hash) return { found: true, matches: false };
  return {
    found: true,
    matches: true,
    answer: { status: row.responseStatus, body: row.responseBody as StoredAnswer['body'] },
  };
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Records the answer in the submission's transaction; false when the same key committed first,
 * and the caller then rolls back and replays that answer.
 */
export async function recordAnswer(
  tx: Transaction,
  key: string,
  hash: string,
  answer: StoredAnswer,
): Promise<boolean> {
  const inserted = await tx
    .insert(idempotencyKeys)
    .values({
      key,
      requestHash: hash,
      responseStatus: answer.status,
      responseBody: answer.body,
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length === 1;
}
