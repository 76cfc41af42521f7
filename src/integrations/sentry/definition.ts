import { z } from 'zod';

import { fraction } from '../../config/settings';
import { defineIntegration, serviceUrl } from '../define';

/** Sentry (or a compatible service); reports go through the site's tunnel. */
export const sentry = defineIntegration({
  settings: {
    /** https://key@host/project-id. */
    SENTRY_DSN: serviceUrl.optional(),
    SENTRY_ENVIRONMENT: z.string().min(1).default('production'),
    SENTRY_TRACES_SAMPLE_RATE: fraction.default(0),
  },
  check: (config) =>
    config.SENTRY_DSN && !parseSentryDsn(config.SENTRY_DSN)
      ? [{ setting: 'SENTRY_DSN', message: 'expected https://public-key@host/project-id' }]
      : [],
  consent: 'necessary',
  // The DSN's host is never contacted by the browser.
  public: (config) =>
    config.SENTRY_DSN
      ? {
          dsn: config.SENTRY_DSN,
          environment: config.SENTRY_ENVIRONMENT,
          tracesSampleRate: config.SENTRY_TRACES_SAMPLE_RATE,
        }
      : undefined,
});

/** The parts of a DSN the tunnel needs: where envelopes go, and which project they may name. */
export function parseSentryDsn(
  dsn: string,
): { origin: string; projectId: string; publicKey: string } | undefined {
  try {
    const url = new URL(dsn);
    const projectId = url.pathname.split('/').filter(Boolean).at(-1);
    if (!url.username || !projectId || !/^\d+$/.test(projectId)) return undefined;
    return { origin: url.origin, projectId, publicKey: url.username };
  } catch {
    return undefined;
  }
}
