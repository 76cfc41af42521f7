import 'server-only';

import { serverSettings } from '@/server/settings';

/** A person needs longer than this to fill in any of the forms. */
const MIN_FILL_MS = 3_000;
const MAX_LINKS = 3;

export type SpamReason = 'honeypot' | 'too-fast' | 'captcha' | 'links';

export type Captcha =
  | { verified: true; score: number }
  /** No token, no key configured, or the service failed: the stricter rules apply. */
  | { verified: false; score: number | null };

type Traps = { website?: string | undefined; renderedAt?: number | undefined };

/**
 * Reasons to treat a submission as spam. A flagged one is stored as `spam` and answered like any
 * other, so that a bot learns nothing; nobody is emailed about it.
 */
export function spamReasons(traps: Traps, captcha: Captcha, texts: string[], now = Date.now()) {
  const reasons: SpamReason[] = [];
  if (traps.website) reasons.push('honeypot');
  if (traps.renderedAt !== undefined && now - traps.renderedAt < MIN_FILL_MS) {
    reasons.push('too-fast');
  }
  if (captcha.score !== null && captcha.score < serverSettings.RECAPTCHA_MIN_SCORE) {
    reasons.push('captcha');
  }
  const links = texts.join(' ').match(/https?:\/\/|www\./gi)?.length ?? 0;
  if (links > MAX_LINKS) reasons.push('links');
  return reasons;
}

/** Verifies a reCAPTCHA v3 token with Google's siteverify, for `expectedAction` only. */
export async function verifyCaptcha(
  token: string | undefined,
  expectedAction: string,
): Promise<Captcha> {
  const secret = serverSettings.RECAPTCHA_SECRET_KEY;
  if (!secret || !token) return { verified: false, score: null };
  try {
    const response = await fetch(serverSettings.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(3_000),
    });
    const result = (await response.json()) as {
      success?: boolean;
      score?: number;
      action?: string;
    };
    if (!result.success || result.action !== expectedAction) return { verified: false, score: 0 };
    return { verified: true, score: typeof result.score === 'number' ? result.score : 0 };
  } catch (error) {
    console.warn(`Captcha verification failed: ${(error as Error).message}`);
    return { verified: false, score: null };
  }
}
