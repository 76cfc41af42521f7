import { z } from 'zod';

import { defineIntegration } from '../define';

/**
 * Real visitors' Core Web Vitals, measured in the browser and sent to the site itself
 * (`/api/vitals/`). On by default: it stores nothing that tells visitors apart and sets
 * nothing, so it needs no consent; `consent` waits for the statistics consent instead.
 */
export const vitals = defineIntegration({
  settings: {
    VITALS: z.enum(['on', 'consent', 'off']).default('on'),
  },
  consent: (config) => (config.VITALS === 'consent' ? 'analytics' : 'necessary'),
  public: (config) => (config.VITALS === 'off' ? undefined : {}),
});
