import 'server-only';

import { eq, sql } from 'drizzle-orm';

import type { Locale } from '@/i18n/locales';
import { withDatabase, type Database } from '@/server/db';
import {
  emailSuppressions,
  newsletterSubscribers,
  type ProofOfWorkResult,
} from '@/server/db/schema';
import { wakeOutbox } from '@/server/lead-services';
import { emailHash, enqueueEmails } from '@/server/mail/outbox';
import { secretFor } from '@/server/secrets';

import { newsletterConfirmation, newsletterWelcome, unsubscribeLink } from './emails';
import { createToken, verifyToken, type TokenPayload } from './tokens';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
type Writer = Database | Transaction;

/** A confirmed address gets nothing, so that the form cannot mail a subscriber again and again. */
export async function startSubscription(
  writer: Writer,
  /** The key for email links, fetched before the transaction began. */
  linkKey: Buffer,
  email: string,
  locale: Locale,
  source: string,
  proofOfWork: ProofOfWorkResult,
): Promise<void> {
  email = email.toLowerCase();
  const [existing] = await writer
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email));
  if (existing?.status === 'confirmed') return;
  await writer
    .insert(newsletterSubscribers)
    .values({ email, locale, source, proofOfWork, status: 'pending' })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { status: 'pending', locale, source, proofOfWork, unsubscribedAt: null },
    });
  const token = createToken(linkKey, email, 'confirm');
  await enqueueEmails(writer, [
    {
      kind: 'newsletter-confirmation',
      message: await newsletterConfirmation(email, locale, token),
    },
  ]);
}

export async function subscribe(
  email: string,
  locale: Locale,
  source: string,
  proofOfWork: ProofOfWorkResult,
): Promise<void> {
  await withDatabase(async (db) => {
    // Outside the transaction: the embedded database has one connection, and the key may need
    // a query of its own on first use.
    const linkKey = await secretFor(db, 'email-links');
    await db.transaction((tx) =>
      startSubscription(tx, linkKey, email, locale, source, proofOfWork),
    );
  });
  wakeOutbox();
}

export type LinkCheck = { valid: true; payload: TokenPayload } | { valid: false };

/** Reads a link's token without changing anything: opening a link never acts on its own. */
export async function readLinkToken(
  token: unknown,
  purpose: TokenPayload['p'],
): Promise<LinkCheck> {
  const key = await withDatabase((db) => secretFor(db, 'email-links'));
  const payload = verifyToken(key, token, purpose);
  return payload ? { valid: true, payload } : { valid: false };
}

/** False for a forged link, or an address unsubscribed since: old links do not resubscribe. */
export async function confirmSubscription(token: unknown, locale: Locale): Promise<boolean> {
  const check = await readLinkToken(token, 'confirm');
  if (!check.valid) return false;
  const email = check.payload.e;
  const confirmed = await withDatabase(async (db) => {
    const unsubscribeToken = createToken(await secretFor(db, 'email-links'), email, 'unsubscribe');
    return db.transaction(async (tx) => {
      const updated = await tx
        .update(newsletterSubscribers)
        .set({ status: 'confirmed', confirmedAt: sql`now()` })
        .where(
          sql`${newsletterSubscribers.email} = ${email} and ${newsletterSubscribers.status} = 'pending'`,
        )
        .returning({ email: newsletterSubscribers.email });
      if (updated.length === 0) {
        const [current] = await tx
          .select({ status: newsletterSubscribers.status })
          .from(newsletterSubscribers)
          .where(eq(newsletterSubscribers.email, email));
        return current?.status === 'confirmed';
      }
      // Subscribing again, confirmed by the owner of the address, lifts an earlier opt-out.
      await tx.delete(emailSuppressions).where(eq(emailSuppressions.emailHash, emailHash(email)));
      await enqueueEmails(tx, [
        {
          kind: 'newsletter-welcome',
          newsletterRecipient: email,
          message: await newsletterWelcome(email, locale, unsubscribeToken),
        },
      ]);
      return true;
    });
  });
  wakeOutbox();
  return confirmed;
}

export type UnsubscribeSource = 'page' | 'one-click';

/** A one-click unsubscribe's body (RFC 8058): `List-Unsubscribe=One-Click`, or the token. */
export const MAX_ONE_CLICK_BODY_BYTES = 4 * 1024;

/** Unsubscribes a genuine token's address, idempotently, and suppresses it; null if not genuine. */
export async function unsubscribe(token: unknown, source: UnsubscribeSource) {
  const check = await readLinkToken(token, 'unsubscribe');
  if (!check.valid) return null;
  const email = check.payload.e;
  await withDatabase((db) =>
    db.transaction(async (tx) => {
      // Only the hash on the suppression list remains of the address.
      await tx.delete(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
      await tx
        .insert(emailSuppressions)
        .values({ emailHash: emailHash(email), list: 'newsletter', reason: 'unsubscribe', source })
        .onConflictDoNothing();
    }),
  );
  return email;
}

export async function requestUnsubscribeLink(address: string, locale: Locale): Promise<void> {
  const email = address.toLowerCase();
  await withDatabase(async (db) => {
    const [subscriber] = await db
      .select({ status: newsletterSubscribers.status })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    if (!subscriber || subscriber.status === 'unsubscribed') return;
    const token = createToken(await secretFor(db, 'email-links'), email, 'unsubscribe');
    await enqueueEmails(db, [
      { kind: 'unsubscribe-link', message: await unsubscribeLink(email, locale, token) },
    ]);
  });
  wakeOutbox();
}
