import 'server-only';

import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';

import type { Database } from '@/server/db';
import { rateLimits } from '@/server/db/schema';
import { serverSettings } from '@/server/settings';

type Window = { points: number; duration: number };

/**
 * Submissions per client address and form. Without a verified captcha (no consent, or the
 * service failed) the stricter limits apply.
 */
const limits: Record<'normal' | 'strict', Window[]> = {
  normal: [
    { points: 5, duration: 10 * 60 },
    { points: 20, duration: 24 * 60 * 60 },
  ],
  strict: [
    { points: 3, duration: 10 * 60 },
    { points: 10, duration: 24 * 60 * 60 },
  ],
};

const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiter(db: Database, window: Window, level: string): RateLimiterDrizzle {
  let byWindow = limiters.get(db);
  if (!byWindow) {
    byWindow = new Map();
    limiters.set(db, byWindow);
  }
  const name = `${level}:${window.points}/${window.duration}`;
  let found = byWindow.get(name);
  if (!found) {
    found = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: name,
      points: window.points,
      duration: window.duration,
    });
    byWindow.set(name, found);
  }
  return found;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one submission of `form` from a client. The counters live in the database, so every
 * server instance on one PostgreSQL shares them.
 */
export async function consumeSubmission(
  db: Database,
  form: string,
  ipHash: string,
  level: 'normal' | 'strict',
): Promise<RateLimitResult> {
  if (!serverSettings.RATE_LIMIT) return { allowed: true };
  let retryAfterMs = 0;
  for (const window of limits[level]) {
    try {
      await limiter(db, window, level).consume(`${form}:${ipHash}`);
    } catch (rejection) {
      // The library rejects with its result when the limit is reached, and with an Error when
      // the store fails; the latter is a database failure for the caller to answer.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
    }
  }
  return retryAfterMs > 0
    ? { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) }
    : { allowed: true };
}
