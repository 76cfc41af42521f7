import 'server-only';

import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';

import type { Database } from '@/server/db';
import { editorSignInLinks } from '@/server/db/schema';

import { recordEditorAction } from './audit';
import { mayEdit } from './editors';
import { hashOf, isSecret, newSecret } from './secrets';
import { createSession, removeEndedSessions } from './sessions';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** How long a sign-in link works: long enough for a slow mail server, short if it leaks. */
export const SIGN_IN_LINK_MINUTES = 15;

/** Stores a new sign-in link for `email` in the caller's transaction; returns its token. */
export async function issueSignInLink(tx: Transaction, email: string): Promise<string> {
  // Housekeeping: links a day past their end tell nothing any more.
  await tx
    .delete(editorSignInLinks)
    .where(lt(editorSignInLinks.expiresAt, sql`now() - interval '1 day'`));
  const token = newSecret();
  await tx.insert(editorSignInLinks).values({
    tokenHash: hashOf(token),
    email,
    expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_LINK_MINUTES})`,
  });
  return token;
}

const usable = (token: string) =>
  and(
    eq(editorSignInLinks.tokenHash, hashOf(token)),
    isNull(editorSignInLinks.usedAt),
    gt(editorSignInLinks.expiresAt, sql`now()`),
  );

/** The address a link would sign in, without using it: opening the link changes nothing. */
export async function emailOfSignInLink(db: Database, token: unknown): Promise<string | undefined> {
  if (!isSecret(token)) return undefined;
  const [link] = await db
    .select({ email: editorSignInLinks.email })
    .from(editorSignInLinks)
    .where(usable(token));
  return link && mayEdit(link.email) ? link.email : undefined;
}

/**
 * Uses a link and starts a session in one transaction, so that a link signs in once however
 * often it is sent; records the sign-in. Undefined for a link used, expired or unknown, or an
 * address no longer listed.
 */
export async function signInWithLink(
  db: Database,
  token: unknown,
): Promise<{ email: string; sessionId: string } | undefined> {
  if (!isSecret(token)) return undefined;
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(editorSignInLinks)
      .set({ usedAt: sql`now()` })
      .where(usable(token))
      .returning({ email: editorSignInLinks.email });
    if (!link || !mayEdit(link.email)) return undefined;
    await removeEndedSessions(tx);
    const sessionId = await createSession(tx, link.email);
    await recordEditorAction(tx, { email: link.email, action: 'sign-in' });
    return { email: link.email, sessionId };
  });
}
