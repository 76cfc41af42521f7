import { z } from 'zod';

import { defineIntegration } from '../define';

/**
 * Real visitors' Core Web Vitals, sent to the site itself. On by default, needing no consent as it
 * stores nothing that tells visitors apart; `consent` waits for the statistics consent.
 */
export const vitals = defineIntegration({
  settings: {
    VITALS: z.enum(['on', 'consent', 'off']).default('on'),
  },
  consent: (config) => (config.VITALS === 'consent' ? 'analytics' : 'necessary'),
  public: (config) => (config.VITALS === 'off' ? undefined : {}),
});
