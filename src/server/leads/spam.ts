import 'server-only';

/** A person needs longer than this to fill in any of the forms. */
const MIN_FILL_MS = 3_000;
const MAX_LINKS = 3;

export type SpamReason = 'honeypot' | 'too-fast' | 'captcha' | 'links';

/** What the captcha service said of a submission's token (`src/integrations/recaptcha`). */
export type CaptchaVerdict = {
  /** Without it (no token, no key configured, the service failed) the stricter limits apply. */
  verified: boolean;
  score: number | null;
  /** Its score is under the minimum, or the service rejected the token. */
  suspicious: boolean;
};

type Traps = { website?: string | undefined; renderedAt?: number | undefined };

/**
 * Reasons to treat a submission as spam. A flagged one is stored as `spam` and answered like any
 * other, so that a bot learns nothing; nobody is emailed about it.
 */
export function spamReasons(
  traps: Traps,
  captcha: CaptchaVerdict,
  texts: string[],
  now = Date.now(),
) {
  const reasons: SpamReason[] = [];
  if (traps.website) reasons.push('honeypot');
  if (traps.renderedAt !== undefined && now - traps.renderedAt < MIN_FILL_MS) {
    reasons.push('too-fast');
  }
  if (captcha.suspicious) reasons.push('captcha');
  const links = texts.join(' ').match(/https?:\/\/|www\./gi)?.length ?? 0;
  if (links > MAX_LINKS) reasons.push('links');
  return reasons;
}
