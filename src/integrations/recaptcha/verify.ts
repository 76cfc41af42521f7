import 'server-only';

import { integrationSettings } from '@/integrations/registry';
import type { LeadForm } from '@/server/leads/forms';
import type { CaptchaVerdict } from '@/server/leads/spam';

const unverified: CaptchaVerdict = { verified: false, score: null, suspicious: false };

/** With a secret key, a verified token can lift a submission to the normal rate limits. */
export function verifiesTokens(): boolean {
  return Boolean(integrationSettings.RECAPTCHA_SECRET_KEY);
}

/** Verifies a reCAPTCHA v3 token with Google's siteverify, for the form's own action only. */
export async function verifyToken(
  token: string | undefined,
  form: LeadForm,
): Promise<CaptchaVerdict> {
  const secret = integrationSettings.RECAPTCHA_SECRET_KEY;
  if (!secret || !token) return unverified;
  try {
    const response = await fetch(integrationSettings.RECAPTCHA_VERIFY_URL, {
      method: 'POST',
      body: new URLSearchParams({ secret, response: token }),
      signal: AbortSignal.timeout(3_000),
    });
    const result = (await response.json()) as {
      success?: boolean;
      score?: number;
      action?: string;
    };
    if (!result.success || result.action !== form) {
      return { verified: false, score: 0, suspicious: true };
    }
    const score = typeof result.score === 'number' ? result.score : 0;
    return { verified: true, score, suspicious: score < integrationSettings.RECAPTCHA_MIN_SCORE };
  } catch (error) {
    console.warn(`Captcha verification failed: ${(error as Error).message}`);
    return unverified;
  }
}
