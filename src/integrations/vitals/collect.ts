import 'server-only';

import { isbot } from 'isbot';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

import { detectDevice } from '@/lib/device';
import { database } from '@/server/db';
import { isCrossSite, mediaTypeOf, readBytes } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';
import { observeVitals } from '@/server/metrics/vitals';
import { serverSettings } from '@/server/settings';
import { MAX_BEACON_BYTES, parseBeacon } from '@/server/vitals/beacon';
import { recordVitals } from '@/server/vitals/store';

import { integrationSettings } from '../registry';

/**
 * Per client address and minute: one beacon per page view leaves room for an office behind one
 * address, not for a flood. In memory, per instance: a beacon is worth no database write.
 */
const limiter = new RateLimiterMemory({ points: 60, duration: 60 });

/** What `navigator.sendBeacon` sends a string as, and what a hand-written client would use. */
const mediaTypes = new Set(['text/plain', 'application/json']);

const answer = (status: number, headers: Record<string, string> = {}) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } });

/**
 * Stores one page view's Core Web Vitals under the route's name, language, device class,
 * connection and deployment; the client's address and user agent are used, never kept.
 */
export async function collectVitals(request: Request): Promise<Response> {
  if (integrationSettings.VITALS === 'off') return answer(404);
  if (isCrossSite(request)) return answer(403);
  const userAgent = request.headers.get('user-agent') ?? '';
  // Crawlers' visits are no visitors' experience.
  if (!userAgent || isbot(userAgent)) return answer(403);
  if (serverSettings.RATE_LIMIT) {
    try {
      await limiter.consume(clientAddress(request.headers) ?? 'unknown');
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      return answer(429, { 'retry-after': String(Math.ceil(rejection.msBeforeNext / 1000)) });
    }
  }
  if (!mediaTypes.has(mediaTypeOf(request))) return answer(415);
  const body = await readBytes(request, MAX_BEACON_BYTES);
  if (body === 'too-large') return answer(413);
  const beacon = parseBeacon(body, {
    device: (maxTouchPoints) => detectDevice(userAgent, { maxTouchPoints }).type,
    deployment: process.env.NEXT_DEPLOYMENT_ID || 'unknown',
  });
  if (!beacon.ok) return answer(400);
  try {
    await recordVitals(await database(), beacon.samples);
    observeVitals(beacon.samples);
  } catch (error) {
    console.warn('Core Web Vitals could not be stored', error);
    return answer(503);
  }
  return answer(204);
}
