import 'server-only';

import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { processWide } from '@/lib/process-wide';
import { database, type Database } from '@/server/db';
import { rateLimits } from '@/server/db/schema';
import { clientAddress } from '@/server/http/client-address';
import { countRateLimitRefusal } from '@/server/metrics/leads';
import { serverSettings } from '@/server/settings';

import { clientInfo } from './client';

type Window = { points: number; duration: number };

/** Per client address and form; the strict limits apply without a verified captcha. */
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

/** Part of every store limiter (RateLimiterStoreAbstract), missing from the library's types. */
type InMemoryBlock = { getInMemoryBlockMsBeforeExpire: (key: string) => number };

// One per process: the server refuses a client over its limit before Next sees the request
// (`src/instrumentation.ts`), from the blocks the routes' limiters keep in memory.
const limiters = processWide(
  'rate-limiters',
  () => new WeakMap<Database, Map<string, RateLimiterDrizzle>>(),
);

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
      // A client over its limit is refused from memory until the window ends: a flood of
      // posts then costs no database work, and the pages it shares the server with stay fast.
      inMemoryBlockOnConsumed: window.points,
    });
    byWindow.set(name, found);
  }
  return found;
}

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const refusedFor = (ms: number): RateLimitResult => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(ms / 1000)),
});

/**
 * Refuses only when every level a submission could reach is exhausted: the normal one too when a
 * captcha token in the body may lift it there.
 */
export async function refusedBeforeReading(
  form: string,
  headers: Headers,
  captchaMayLift: boolean,
): Promise<RateLimitResult> {
  if (!serverSettings.RATE_LIMIT) return { allowed: true };
  let db: Database;
  try {
    db = await database();
  } catch {
    // The submission's own path answers a database outage.
    return { allowed: true };
  }
  const { ipHash } = await clientInfo(db, headers).catch(() => ({ ipHash: undefined }));
  if (!ipHash) return { allowed: true };
  const levels = captchaMayLift ? (['normal', 'strict'] as const) : (['strict'] as const);
  let blockedMs = Number.POSITIVE_INFINITY;
  for (const level of levels) {
    const levelMs = Math.max(
      0,
      ...limits[level].map((window) => {
        const found = limiter(db, window, level) as RateLimiterDrizzle & InMemoryBlock;
        return found.getInMemoryBlockMsBeforeExpire(found.getKey(`${form}:${ipHash}`));
      }),
    );
    blockedMs = Math.min(blockedMs, levelMs);
  }
  if (blockedMs === 0) return { allowed: true };
  countRateLimitRefusal(form);
  return refusedFor(blockedMs);
}

/** Counts a submission of `form`; the counters are in the database, shared by every instance. */
export async function consumeSubmission(
  db: Database,
  form: string,
  ipHash: string,
  level: 'normal' | 'strict',
): Promise<RateLimitResult> {
  const result = await consume(db, form, ipHash, level);
  if (!result.allowed) countRateLimitRefusal(form);
  return result;
}

/** `consumeSubmission` without the metrics: for a submission refused already. */
async function consume(
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
      // An Error, unlike a result, is a database failure for the caller to answer.
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      retryAfterMs = Math.max(retryAfterMs, rejection.msBeforeNext);
    }
  }
  return retryAfterMs > 0 ? refusedFor(retryAfterMs) : { allowed: true };
}

/** Counts at every level, so that a client cannot have costly checks (a CV's scan) repeated. */
export async function countRefusedSubmission(form: string, headers: Headers): Promise<void> {
  if (!serverSettings.RATE_LIMIT) return;
  try {
    const db = await database();
    const { ipHash } = await clientInfo(db, headers);
    for (const level of ['normal', 'strict'] as const) {
      await consume(db, form, ipHash, level);
    }
  } catch (error) {
    console.warn('A refused submission could not be counted', error);
  }
}

// Room for an office behind one address, not for a flood; in memory, per instance, since a
// challenge is worth no database write.
const challengeLimiter = new RateLimiterMemory({ points: 60, duration: 60 });

export async function consumeChallenge(headers: Headers): Promise<RateLimitResult> {
  if (!serverSettings.RATE_LIMIT) return { allowed: true };
  try {
    await challengeLimiter.consume(clientAddress(headers) ?? 'unknown');
    return { allowed: true };
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return refusedFor(rejection.msBeforeNext);
  }
}
