import { z } from 'zod';

import { wholeNumber } from '../../config/settings';
import { defineIntegration } from '../define';

/** Needs no consent, as it stores nothing telling visitors apart; `VITALS=consent` waits for it. */
export const vitals = defineIntegration({
  settings: {
    VITALS: z.enum(['on', 'consent', 'off']).default('on'),
    /** The whole site's raw rows a minute; the rest of a minute's beacons are dropped. */
    VITALS_ROWS_PER_MINUTE: wholeNumber(1).default(300),
    /** Rows kept at most, raw and daily: a bound on the disk the field data takes from leads. */
    VITALS_MAX_ROWS: wholeNumber(1).default(500_000),
  },
  consent: (config) => (config.VITALS === 'consent' ? 'analytics' : 'necessary'),
  public: (config) => (config.VITALS === 'off' ? undefined : {}),
});
