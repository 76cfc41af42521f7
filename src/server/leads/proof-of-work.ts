import 'server-only';

import { createHmac } from 'node:crypto';

import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { lt } from 'drizzle-orm';
import * as z from 'zod/mini';

import type { Database } from '@/server/db';
import { usedChallenges, type ProofOfWorkResult } from '@/server/db/schema';
import { countProofOfWork } from '@/server/metrics/leads';
import { secretFor } from '@/server/secrets';
import { serverTranslator } from '@/server/translator';

// Paid for every submission, so sized for a phone's slow core (docs/performance-log.md).
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1_000;
const ATTEMPTS = { min: 400, max: 800 } as const;

/** Long enough for a visitor who writes a long message after the check has run. */
const CHALLENGE_MINUTES = 30;

type Secrets = { hmacSignatureSecret: string; hmacKeySignatureSecret: string };

async function secrets(db: Database): Promise<Secrets> {
  const key = await secretFor(db, 'proof-of-work');
  return {
    hmacSignatureSecret: key.toString('hex'),
    // A second key signs the expected answer, so checking one costs an HMAC, not the work.
    hmacKeySignatureSecret: createHmac('sha256', key).update('answer').digest('hex'),
  };
}

/** A new challenge, signed by the site: the browser may not choose its own. */
export async function issueChallenge(db: Database): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(ATTEMPTS.min, ATTEMPTS.max),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
    ...(await secrets(db)),
  });
}

/** The widget's payload: base64 of its challenge and its solution, as JSON. */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().check(z.minLength(1), z.maxLength(128)),
      salt: z.string().check(z.maxLength(128)),
      cost: z.literal(COST),
      keyLength: z.number(),
      keyPrefix: z.string().check(z.maxLength(128)),
      keySignature: z.optional(z.string().check(z.maxLength(256))),
      expiresAt: z.number(),
    }),
    signature: z.string().check(z.maxLength(256)),
  }),
  solution: z.object({
    counter: z.number(),
    derivedKey: z.string().check(z.maxLength(256)),
    time: z.optional(z.number()),
  }),
});

/** A valid answer to a challenge, not yet claimed: `claimChallenge` takes it once. */
type SolvedChallenge = { nonce: string; expiresAt: Date };

type ProofOfWork =
  | { result: 'solved'; challenge: SolvedChallenge }
  | { result: Exclude<ProofOfWorkResult, 'solved'> };

/** A malformed payload is `invalid`, never an error: the submission is kept, marked unverified. */
async function checkProofOfWork(db: Database, payload: string | undefined): Promise<ProofOfWork> {
  if (!payload) return { result: 'missing' };
  let parsed;
  try {
    parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64').toString('utf8')));
  } catch {
    return { result: 'invalid' };
  }
  if (!parsed.success) return { result: 'invalid' };
  const { challenge, solution } = parsed.data;
  try {
    const verdict = await verifySolution({
      challenge,
      solution,
      deriveKey,
      ...(await secrets(db)),
    });
    if (!verdict.verified) return { result: 'invalid' };
  } catch {
    return { result: 'invalid' };
  }
  const { nonce, expiresAt } = challenge.parameters;
  return { result: 'solved', challenge: { nonce, expiresAt: new Date(expiresAt * 1000) } };
}

/** Claims a solved challenge once across instances: false for a replayed answer. */
async function claimChallenge(db: Database, challenge: SolvedChallenge): Promise<boolean> {
  await db.delete(usedChallenges).where(lt(usedChallenges.expiresAt, new Date()));
  const claimed = await db
    .insert(usedChallenges)
    .values(challenge)
    .onConflictDoNothing()
    .returning({ nonce: usedChallenges.nonce });
  return claimed.length > 0;
}

export async function proofOfWorkResult(
  db: Database,
  payload: string | undefined,
): Promise<ProofOfWorkResult> {
  const proof = await checkProofOfWork(db, payload);
  const result =
    proof.result !== 'solved' || (await claimChallenge(db, proof.challenge))
      ? proof.result
      : 'invalid';
  countProofOfWork(result);
  return result;
}

/** The line the agency's email and webhook message show about a lead's proof of work. */
export async function proofOfWorkFact(result: ProofOfWorkResult) {
  const t = await serverTranslator('en');
  return {
    label: t('contactUs.emails.spamCheck'),
    value: t(`contactUs.emails.spamCheckResults.${result}`),
  };
}

export async function unverifiedSubjectTag(result: ProofOfWorkResult): Promise<string> {
  if (result === 'solved') return '';
  const t = await serverTranslator('en');
  return `, ${t('contactUs.emails.unverified')}`;
}
