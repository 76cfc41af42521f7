import 'server-only';

import { createHash, randomBytes } from 'node:crypto';

// The tokens of sign-in links and the ids of sessions: 256 random bits, kept in the database
// only as hashes, so that a copy of the database signs no one in.

export const newSecret = (): string => randomBytes(32).toString('base64url');

/** What 32 bytes in base64url look like; anything else is no secret of ours, unhashed. */
export const isSecret = (value: unknown): value is string =>
  typeof value === 'string' && /^[\w-]{43}$/.test(value);

/** A secret's SHA-256: a secret of 256 random bits needs no salt nor slow hash. */
export const hashOf = (secret: string): string =>
  createHash('sha256').update(secret).digest('base64url');
