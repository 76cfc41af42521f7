import 'server-only';

import { randomUUID } from 'node:crypto';

import { withDatabase, type Database } from '@/server/db';
import type { LeadAnnouncement, LeadStatus, ProofOfWorkResult } from '@/server/db/schema';
import { wakeOutbox, wakeWebhooks } from '@/server/lead-services';
import { enqueueEmails, type QueuedEmail } from '@/server/mail/outbox';
import { countLead } from '@/server/metrics/leads';
import { secretFor } from '@/server/secrets';
import { configuredEndpoints, enqueueWebhooks } from '@/server/webhooks/outbox';

import { clientInfo, type ClientInfo } from './client';
import type { LeadForm } from './forms';
import { findAnswer, recordAnswer, requestHash, type StoredAnswer } from './idempotency';
import { proofOfWorkResult } from './proof-of-work';
import { consumeSubmission } from './rate-limit';
import { spamReasons, type CaptchaVerdict, type SpamReason } from './spam';

export type RequestContext = {
  headers: Headers;
  idempotencyKey?: string | undefined;
  /** Asked only for a submission that is neither invalid nor a replay. */
  verifyCaptcha: (token: string | undefined) => Promise<CaptchaVerdict>;
};

export type AcceptOutcome =
  | { outcome: 'created'; id: string }
  | { outcome: 'rate-limited'; retryAfterSeconds: number }
  /** The Idempotency-Key was used before for a different submission. */
  | { outcome: 'key-reused' };

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Lead = {
  form: LeadForm;
  /** The validated submission, also its fingerprint for idempotency. */
  fingerprint: unknown;
  traps: { website?: string | undefined; renderedAt?: number | undefined };
  captchaToken: string | undefined;
  proofOfWork: string | undefined;
  /** Free text the link heuristic looks at. */
  texts: string[];
  store: (
    tx: Transaction,
    row: {
      id: string;
      status: LeadStatus;
      spamReasons: SpamReason[];
      client: ClientInfo;
      captchaScore: number | null;
      proofOfWork: ProofOfWorkResult;
    },
  ) => Promise<void>;
  /** Rendered beforehand; a lead without a valid proof of work is still sent, marked unverified. */
  emails: (id: string, proofOfWork: ProofOfWorkResult) => Promise<QueuedEmail[]>;
  announcement: (id: string, proofOfWork: ProofOfWorkResult) => Promise<LeadAnnouncement>;
  /** Its key is fetched beforehand: on PGlite's one connection, a query outside would hang. */
  alsoInTransaction?: (
    tx: Transaction,
    linkKey: Buffer,
    proofOfWork: ProofOfWorkResult,
  ) => Promise<void>;
};

class DuplicateKey extends Error {}

/** `created` means committed; a database failure throws DatabaseUnavailableError. */
export async function acceptLead(lead: Lead, context: RequestContext): Promise<AcceptOutcome> {
  const key = context.idempotencyKey ? `${lead.form}:${context.idempotencyKey}` : undefined;
  const hash = requestHash(lead.fingerprint);

  return withDatabase(async (db) => {
    if (key) {
      const replay = await findAnswer(db, key, hash);
      if (replay.found) return replayed(replay);
    }
    const client = await clientInfo(db, context.headers);
    const captcha = await context.verifyCaptcha(lead.captchaToken);
    const proofOfWork = await proofOfWorkResult(db, lead.proofOfWork);
    const limit = await consumeSubmission(
      db,
      lead.form,
      client.ipHash,
      captcha.verified || proofOfWork === 'solved' ? 'normal' : 'strict',
    );
    if (!limit.allowed)
      return { outcome: 'rate-limited', retryAfterSeconds: limit.retryAfterSeconds };

    const reasons = spamReasons(lead.traps, captcha, lead.texts);
    const status: LeadStatus = reasons.length > 0 ? 'spam' : 'new';
    const id = randomUUID();
    // Suspicious leads are kept for review, but nobody is emailed about them.
    const emails = status === 'new' ? await lead.emails(id, proofOfWork) : [];
    const announcement = status === 'new' ? await lead.announcement(id, proofOfWork) : undefined;
    let webhooks = 0;
    const answer: StoredAnswer = { status: 201, body: { id } };
    const linkKey = lead.alsoInTransaction ? await secretFor(db, 'email-links') : undefined;
    try {
      await db.transaction(async (tx) => {
        if (key && !(await recordAnswer(tx, key, hash, answer))) throw new DuplicateKey();
        await lead.store(tx, {
          id,
          status,
          spamReasons: reasons,
          client,
          captchaScore: captcha.score,
          proofOfWork,
        });
        if (status === 'new' && linkKey) await lead.alsoInTransaction?.(tx, linkKey, proofOfWork);
        await enqueueEmails(tx, emails);
        if (announcement) {
          webhooks = await enqueueWebhooks(tx, announcement, configuredEndpoints);
        }
      });
    } catch (error) {
      // The same request arrived twice at once and the other one committed first.
      if (error instanceof DuplicateKey && key) return replayed(await findAnswer(db, key, hash));
      throw error;
    }
    countLead(lead.form, status === 'new' ? 'accepted' : 'flagged');
    if (emails.length > 0) wakeOutbox();
    if (webhooks > 0) wakeWebhooks();
    return { outcome: 'created', id };
  });
}

function replayed(replay: Awaited<ReturnType<typeof findAnswer>>): AcceptOutcome {
  if (!replay.found || !replay.matches) return { outcome: 'key-reused' };
  return { outcome: 'created', id: replay.answer.body.id };
}
