import 'server-only';

import { createHmac, timingSafeEqual } from 'node:crypto';

import { z } from 'zod';

/**
 * Purposes of the signed email-link tokens (`payload.signature`, base64url, HMAC-SHA256). They
 * have no expiry on purpose: an unsubscribe link must work as long as the email exists.
 */
const tokenPurposes = ['unsubscribe', 'confirm'] as const;
export type TokenPurpose = (typeof tokenPurposes)[number];

const payloadSchema = z.object({
  /** The email address, normalised. */
  e: z.string().min(3).max(254),
  p: z.enum(tokenPurposes),
  l: z.literal('newsletter'),
  /** Issued at, seconds. */
  iat: z.number().int(),
});

export type TokenPayload = z.infer<typeof payloadSchema>;

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest();

export function createToken(key: Buffer, email: string, purpose: TokenPurpose): string {
  const payload: TokenPayload = {
    e: email,
    p: purpose,
    l: 'newsletter',
    iat: Math.floor(Date.now() / 1000),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(key, encoded).toString('base64url')}`;
}

export function verifyToken(key: Buffer, token: unknown, purpose: TokenPurpose) {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const parts = token.split('.');
  if (parts.length !== 2) return null;
  const [encoded = '', signature = ''] = parts;
  if (!/^[\w-]+$/.test(encoded) || !/^[\w-]+$/.test(signature)) return null;
  const expected = sign(key, encoded);
  const given = Buffer.from(signature, 'base64url');
  // Only the canonical spelling: base64url's last character has spare bits, and a link with
  // them changed is a changed link, even if it decodes to the same bytes.
  if (given.toString('base64url') !== signature) return null;
  // Compare in constant time, and only equal lengths (timingSafeEqual throws otherwise).
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const payload = payloadSchema.safeParse(
      JSON.parse(Buffer.from(encoded, 'base64url').toString('utf8')),
    );
    return payload.success && payload.data.p === purpose ? payload.data : null;
  } catch {
    return null;
  }
}

/** `a***@example.ch`: enough to recognise one's address, not enough to learn someone else's. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  return `${local.slice(0, 1)}***@${email.slice(at + 1)}`;
}
