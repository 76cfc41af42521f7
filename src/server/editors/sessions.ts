import 'server-only';

import { and, eq, gt, lt, or, sql } from 'drizzle-orm';

import { withDatabase, type Database } from '@/server/db';
import { editorSessions } from '@/server/db/schema';

import { sessionIdOf } from './cookie';
import { mayEdit } from './editors';
import { hashOf, isSecret, newSecret } from './secrets';

type Writer = Pick<Database, 'insert'>;

/** A session unused this long ends: a working day with its breaks. */
export const SESSION_IDLE_SECONDS = 8 * 60 * 60;
/** However active, a session ends after a week, and its editor signs in again by email. */
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** How stale `last_seen_at` may be before a request writes it again: not a write per request. */
const LAST_SEEN_PRECISION_SECONDS = 60;

export async function createSession(writer: Writer, email: string): Promise<string> {
  const id = newSecret();
  await writer.insert(editorSessions).values({
    idHash: hashOf(id),
    email,
    expiresAt: sql`now() + make_interval(secs => ${SESSION_LIFETIME_SECONDS})`,
  });
  return id;
}

/** Whether a session row is still good: within both limits, measured by the database's clock. */
const current = () =>
  and(
    gt(editorSessions.expiresAt, sql`now()`),
    gt(editorSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
  );

export async function editorOfSession(db: Database, id: string): Promise<string | undefined> {
  if (!isSecret(id)) return undefined;
  const idHash = hashOf(id);
  const [session] = await db
    .select({ email: editorSessions.email })
    .from(editorSessions)
    .where(and(eq(editorSessions.idHash, idHash), current()));
  if (!session || !mayEdit(session.email)) return undefined;
  await db
    .update(editorSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(editorSessions.idHash, idHash),
        lt(
          editorSessions.lastSeenAt,
          sql`now() - make_interval(secs => ${LAST_SEEN_PRECISION_SECONDS})`,
        ),
      ),
    );
  return session.email;
}

/** A database that cannot be reached raises DatabaseUnavailableError. */
export async function signedInEditor(headers: Headers): Promise<string | undefined> {
  const id = sessionIdOf(headers);
  if (!id) return undefined;
  return withDatabase((db) => editorOfSession(db, id));
}

export async function endSession(db: Database, id: string): Promise<string | undefined> {
  if (!isSecret(id)) return undefined;
  const [ended] = await db
    .delete(editorSessions)
    .where(eq(editorSessions.idHash, hashOf(id)))
    .returning({ email: editorSessions.email });
  return ended?.email;
}

export async function endEverySession(db: Database, email: string): Promise<void> {
  await db.delete(editorSessions).where(eq(editorSessions.email, email));
}

export async function removeEndedSessions(db: Pick<Database, 'delete'>): Promise<void> {
  await db
    .delete(editorSessions)
    .where(
      or(
        lt(editorSessions.expiresAt, sql`now()`),
        lt(editorSessions.lastSeenAt, sql`now() - make_interval(secs => ${SESSION_IDLE_SECONDS})`),
      ),
    );
}
