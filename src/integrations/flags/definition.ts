import { z } from 'zod';

import { flag, settings } from '../../config/settings';
import { defineIntegration, serviceUrl } from '../define';

/** Unleash (or Unleash Edge / proxy): the server reads `{UNLEASH_URL}/proxy`. */
export const flags = defineIntegration({
  settings: {
    UNLEASH_URL: serviceUrl.optional(),
    UNLEASH_CLIENT_KEY: z.string().min(1).optional(),
    UNLEASH_APP_NAME: z.string().min(1).default('agency-website'),
    /** Ask for the flags with POST and a JSON body instead of GET and query parameters. */
    UNLEASH_POST_REQUESTS: flag.default(false),
  },
  check: (config) =>
    config.UNLEASH_URL && !config.UNLEASH_CLIENT_KEY
      ? [{ setting: 'UNLEASH_CLIENT_KEY', message: 'required when UNLEASH_URL is set' }]
      : [],
  consent: 'necessary',
  // The browser asks the site's relay, never the flag service itself.
  public: (config) =>
    config.UNLEASH_URL && config.UNLEASH_CLIENT_KEY
      ? {
          appName: config.UNLEASH_APP_NAME,
          clientKey: config.UNLEASH_CLIENT_KEY,
          usePOSTrequests: config.UNLEASH_POST_REQUESTS,
        }
      : undefined,
});

/** Each flag's default: its value when no flag service is configured or it cannot be reached. */
export function flagDefaults(): { show_blog: boolean } {
  return { show_blog: settings.SHOW_BLOG };
}
