import { createHmac } from 'node:crypto';

import type { VitalSample } from './beacon';

/** The UTC day `now` falls on, as `YYYY-MM-DD`: the window in which a client counts once. */
export const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * The key under which a client's value of a metric counts once a day for a route and language:
 * keyed, so that the address cannot be read from it, and with the day, so that days cannot be
 * linked.
 */
export function contributorKey(
  secret: Buffer,
  address: string,
  { route, locale, metric }: Pick<VitalSample, 'route' | 'locale' | 'metric'>,
  now: Date,
): string {
  return createHmac('sha256', secret)
    .update([utcDay(now), address, route, locale, metric].join('\u0000'))
    .digest('base64url');
}
