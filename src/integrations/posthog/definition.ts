import { z } from 'zod';

import { flag } from '../../config/settings';
import { defineIntegration, serviceUrl, originOf } from '../define';

export const posthog = defineIntegration({
  settings: {
    POSTHOG_KEY: z.string().min(1).optional(),
    POSTHOG_HOST: serviceUrl.default('https://eu.i.posthog.com'),
    /** Records sessions too (still only after analytics consent). */
    POSTHOG_SESSION_RECORDING: flag.default(false),
  },
  consent: 'analytics',
  consentServices: (config) =>
    config.POSTHOG_SESSION_RECORDING ? ['posthog', 'sessionRecording'] : ['posthog'],
  public: (config) =>
    config.POSTHOG_KEY
      ? {
          key: config.POSTHOG_KEY,
          host: config.POSTHOG_HOST,
          sessionRecording: config.POSTHOG_SESSION_RECORDING,
        }
      : undefined,
  csp: (posthog) => {
    const host = originOf(posthog.host);
    // PostHog Cloud serves its scripts from a sibling "-assets" host (eu-assets.i.posthog.com).
    const assets = host.replace(
      /^https:\/\/(eu|us)\.i\.posthog\.com$/,
      'https://$1-assets.i.posthog.com',
    );
    const sources = [...new Set([host, assets])];
    // Its session recorder builds its worker from a `blob:` URL.
    const workers = posthog.sessionRecording ? ['blob:'] : [];
    return { 'script-src': sources, 'connect-src': sources, 'worker-src': workers };
  },
});
