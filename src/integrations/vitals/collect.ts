import 'server-only';

import { isbot } from 'isbot';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { detectDevice } from '@/lib/device';
import { processWide } from '@/lib/process-wide';
import { database } from '@/server/db';
import { isCrossSite, mediaTypeOf, readBytes } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { countDroppedVitals, observeVitals } from '@/server/metrics/vitals';
import { secretFor } from '@/server/secrets';
import { serverSettings } from '@/server/settings';
import { MAX_BEACON_BYTES, parseBeacon } from '@/server/vitals/beacon';
import { contributorKey } from '@/server/vitals/contributor';
import {
  BUDGET_WINDOW_MS,
  recordVitals,
  type RecordOutcome,
  type RecordResult,
} from '@/server/vitals/store';

import { integrationSettings } from '../registry';

/**
 * Per address and minute, with room for an office behind one address but not for a flood; in
 * memory, as a beacon is worth no database write.
 */
const limiter = processWide(
  'vitals-limiter',
  () => new RateLimiterMemory({ points: 60, duration: 60 }),
);

/** What `navigator.sendBeacon` sends a string as, and what a hand-written client would use. */
const mediaTypes = new Set(['text/plain', 'application/json']);

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

/** Past the site's budget, a minute's beacons are dropped in memory: the database is for leads. */
let budgetSpent: { until: number; reason: Exclude<RecordOutcome, 'stored'> } | undefined;

/** Taken, not stored: the beacon was fine, and a sender learns nothing from the answer. */
function dropped(reason: Exclude<RecordOutcome, 'stored'>): Response {
  countDroppedVitals(reason);
  return answer(202);
}

/** Milliseconds until the client may send again; `counts` takes this beacon off its allowance. */
async function waitForAllowance(headers: Headers, counts: boolean): Promise<number> {
  const client = clientAddress(headers) ?? 'unknown';
  if (!counts) {
    const used = await limiter.get(client);
    return used && used.consumedPoints >= limiter.points ? used.msBeforeNext : 0;
  }
  try {
    await limiter.consume(client);
    return 0;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return rejection.msBeforeNext;
  }
}

async function refusal(headers: Headers, counts: boolean): Promise<Response | undefined> {
  if (integrationSettings.VITALS === 'off') return answer(404);
  if (isCrossSite({ headers })) return answer(403);
  const userAgent = headers.get('user-agent') ?? '';
  // Crawlers' visits are no visitors' experience.
  if (!userAgent || isbot(userAgent)) return answer(403);
  if (serverSettings.RATE_LIMIT) {
    const waitMs = await waitForAllowance(headers, counts);
    if (waitMs > 0) return answer(429, { 'retry-after': String(Math.ceil(waitMs / 1000)) });
  }
  if (!mediaTypes.has(mediaTypeOf({ headers }))) return answer(415);
  if (Number(headers.get('content-length')) > MAX_BEACON_BYTES) return answer(413);
  return undefined;
}

/** A beacon's refusal before Next reads its body (src/instrumentation.ts), counting nothing. */
export const beaconRefusal = (headers: Headers) => refusal(headers, false);

/** The client's address and user agent are used, never kept; an address counts once a day. */
export async function collectVitals(request: Request): Promise<Response> {
  const refused = await refusal(request.headers, true);
  if (refused) return refused;
  const userAgent = request.headers.get('user-agent') ?? '';
  const body = await readBytes(request, MAX_BEACON_BYTES);
  if (body === 'too-large') return answer(413);
  const beacon = parseBeacon(body, {
    device: (maxTouchPoints) => detectDevice(userAgent, { maxTouchPoints }).type,
    deployment: process.env.NEXT_DEPLOYMENT_ID || 'unknown',
  });
  if (!beacon.ok) return answer(beacon.problem === 'another deployment' ? 409 : 400);
  const now = new Date();
  if (budgetSpent && now.getTime() < budgetSpent.until) return dropped(budgetSpent.reason);
  let result: RecordResult;
  try {
    const db = await database();
    const secret = await secretFor(db, 'vitals-contributor');
    const address = clientAddress(request.headers) ?? 'unknown';
    result = await recordVitals(db, beacon.samples, {
      contributorOf: (sample) => contributorKey(secret, address, sample, now),
      budget: {
        rowsPerMinute: integrationSettings.VITALS_ROWS_PER_MINUTE,
        maxRows: integrationSettings.VITALS_MAX_ROWS,
      },
      now,
    });
  } catch (error) {
    console.warn('Core Web Vitals could not be stored', error);
    return answer(503);
  }
  const { outcome, stored } = result;
  if (outcome === 'stored') {
    observeVitals(stored);
    return answer(204);
  }
  if (outcome !== 'repeat') {
    const windowEnd = (Math.floor(now.getTime() / BUDGET_WINDOW_MS) + 1) * BUDGET_WINDOW_MS;
    budgetSpent = { until: windowEnd, reason: outcome };
  }
  return dropped(outcome);
}
