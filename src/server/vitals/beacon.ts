import { z } from 'zod';

import { matchRoute } from '@/routes/match';
import { routeParamsExist } from '@/routes/params';
import { visibilityOf } from '@/routes/registry';
import { connectionTypes, type deviceClasses, type webVitals } from '@/server/db/schema';

import { MAX_VALUE, vitalMetrics, type VitalMetric } from './metrics';

/** Far above a real beacon's size: anything longer is not one. */
export const MAX_BEACON_BYTES = 2048;

const metricValues = z
  .object(
    Object.fromEntries(
      vitalMetrics.map((metric) => [
        metric,
        z.number().finite().min(0).max(MAX_VALUE[metric]).optional(),
      ]),
    ) as Record<VitalMetric, z.ZodOptional<z.ZodNumber>>,
  )
  .strict()
  .refine((values) => Object.values(values).some((value) => value !== undefined), {
    message: 'no metric',
  });

/** What the browser sends (src/integrations/vitals/browser.ts), and nothing else. */
const beaconSchema = z
  .object({
    /** The page's path as loaded; only the route it names is kept. */
    path: z.string().startsWith('/').max(512),
    /** The deployment that built the page: only to tell a page of another one. */
    deployment: z
      .string()
      .regex(/^[\w.-]{1,64}$/)
      .optional(),
    connection: z.string().max(16).optional(),
    /** `navigator.maxTouchPoints`, which tells an iPad from a Mac. */
    touchPoints: z.number().int().min(0).max(256).optional(),
    metrics: metricValues,
  })
  .strict();

type DeviceClass = (typeof deviceClasses)[number];

export type VitalSample = Omit<typeof webVitals.$inferInsert, 'id' | 'recordedAt'>;

type BeaconProblem = 'not JSON' | 'not a beacon' | 'not a page of the site' | 'another deployment';

export type ParsedBeacon =
  { ok: true; samples: VitalSample[] } | { ok: false; problem: BeaconProblem };

export function parseBeacon(
  body: Uint8Array,
  { device, deployment }: { device: (touchPoints: number) => DeviceClass; deployment: string },
): ParsedBeacon {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(body));
  } catch {
    return { ok: false, problem: 'not JSON' };
  }
  const parsed = beaconSchema.safeParse(json);
  if (!parsed.success) return { ok: false, problem: 'not a beacon' };
  const beacon = parsed.data;
  const pathname = safePathname(beacon.path);
  const route = pathname === undefined ? null : matchRoute(pathname);
  // The error-reporting test pages are no visitor's experience.
  if (!route || !routeParamsExist(route) || visibilityOf(route.pathname) === 'diagnostic') {
    return { ok: false, problem: 'not a page of the site' };
  }
  // An open page of an earlier deployment measures that one, which the server cannot vouch for.
  if (beacon.deployment !== undefined && beacon.deployment !== deployment) {
    return { ok: false, problem: 'another deployment' };
  }
  const common = {
    route: route.pathname,
    locale: route.locale,
    device: device(beacon.touchPoints ?? 0),
    connection: knownConnection(beacon.connection),
    deployment,
  } as const;
  const samples = vitalMetrics.flatMap((metric) => {
    const value = beacon.metrics[metric];
    return value === undefined ? [] : [{ ...common, metric, value }];
  });
  return { ok: true, samples };
}

function knownConnection(given: string | undefined): (typeof connectionTypes)[number] {
  return connectionTypes.find((type) => type === given) ?? 'unknown';
}

/** The path alone: a query or fragment a browser may have kept is dropped, never stored. */
function safePathname(path: string): string | undefined {
  try {
    return new URL(path, 'http://site').pathname;
  } catch {
    return undefined;
  }
}
