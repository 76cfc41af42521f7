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
  captcha: CaptchaVerdict;
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
  proofOfWork: string | undefined;
  /** Free text the link heuristic looks at. */
  texts: string[];
  /** Whether `store` writes a signed link (a newsletter opt-in) and needs the links' key. */
  signsLinks: boolean;
  /**
   * Writes the lead inside the transaction. The links' key is fetched beforehand: on PGlite's one
   * connection, a query outside the transaction would hang.
   */
  store: (tx: Transaction, row: StoredLead, linkKey: Buffer | undefined) => Promise<void>;
  /**
   * What the agency and the sender are told, rendered before the transaction. A lead without a
   * valid proof of work is still sent, marked unverified.
   */
  notices: (
    id: string,
    proofOfWork: ProofOfWorkResult,
  ) => Promise<{ emails: QueuedEmail[]; announcement: LeadAnnouncement }>;
};

type StoredLead = {
  id: string;
  status: LeadStatus;
  spamReasons: SpamReason[];
  client: ClientInfo;
  captchaScore: number | null;
  proofOfWork: ProofOfWorkResult;
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
    const { captcha } = context;
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
    const notices = status === 'new' ? await lead.notices(id, proofOfWork) : undefined;
    const emails = notices?.emails ?? [];
    let webhooks = 0;
    const answer: StoredAnswer = { status: 201, body: { id } };
    const linkKey = lead.signsLinks ? await secretFor(db, 'email-links') : undefined;
    try {
      await db.transaction(async (tx) => {
        if (key && !(await recordAnswer(tx, key, hash, answer))) throw new DuplicateKey();
        const row = {
          id,
          status,
          spamReasons: reasons,
          client,
          captchaScore: captcha.score,
          proofOfWork,
        };
        await lead.store(tx, row, linkKey);
        await enqueueEmails(tx, emails);
        if (notices) {
          webhooks = await enqueueWebhooks(tx, notices.announcement, configuredEndpoints);
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
