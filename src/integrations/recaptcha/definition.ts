import { z } from 'zod';

import { fraction } from '../../config/settings';
import { defineIntegration, serviceUrl, originOf, type Directives } from '../define';

export const recaptcha = defineIntegration({
  settings: {
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SCRIPT_URL: serviceUrl.default('https://www.google.com/recaptcha/api.js'),
    // The server's own: never part of what the browser gets (`public` below).
    RECAPTCHA_SECRET_KEY: z.string().optional(),
    RECAPTCHA_MIN_SCORE: fraction.default(0.5),
    RECAPTCHA_VERIFY_URL: z
      .url({ error: 'expected a URL' })
      .default('https://www.google.com/recaptcha/api/siteverify'),
  },
  consent: 'marketing',
  public: (config) =>
    config.RECAPTCHA_SITE_KEY
      ? { siteKey: config.RECAPTCHA_SITE_KEY, scriptUrl: config.RECAPTCHA_SCRIPT_URL }
      : undefined,
  csp: (recaptcha): Directives => {
    const script = originOf(recaptcha.scriptUrl);
    if (script !== 'https://www.google.com') {
      return { 'script-src': [script], 'frame-src': [script], 'connect-src': [script] };
    }
    // Google's reCAPTCHA FAQ: its script, its frames and the release files on gstatic.
    return {
      'script-src': ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      'frame-src': ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    };
  },
});
