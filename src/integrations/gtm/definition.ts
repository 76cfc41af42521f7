import { z } from 'zod';

import { flag } from '../../config/settings';
import { defineIntegration, serviceUrl, originOf, type Directives } from '../define';

export const gtm = defineIntegration({
  settings: {
    GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'expected a container id like GTM-ABC1234')
      .optional(),
    GTM_SCRIPT_URL: serviceUrl.default('https://www.googletagmanager.com/gtm.js'),
    /** Logs every event pushed to the data layer to the browser console. */
    GTM_DEBUG: flag.default(true),
  },
  consent: 'marketing',
  public: (config) =>
    config.GTM_ID
      ? { id: config.GTM_ID, scriptUrl: config.GTM_SCRIPT_URL, debug: config.GTM_DEBUG }
      : undefined,
  csp: (gtm): Directives => {
    const script = originOf(gtm.scriptUrl);
    if (script !== 'https://www.googletagmanager.com') {
      return { 'script-src': [script], 'img-src': [script], 'connect-src': [script] };
    }
    // Google's CSP guide for Tag Manager with Google Analytics 4.
    return {
      'script-src': ['https://*.googletagmanager.com'],
      'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
      'connect-src': [
        'https://*.google-analytics.com',
        'https://*.analytics.google.com',
        'https://*.googletagmanager.com',
      ],
    };
  },
});
