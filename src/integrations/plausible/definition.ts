import { z } from 'zod';

import { settings } from '../../config/settings';
import { defineIntegration, serviceUrl } from '../define';

/** A Plausible-compatible, cookieless analytics script, relayed through the site. */
export const plausible = defineIntegration({
  settings: {
    /** e.g. https://plausible.io/js/script.js. */
    PLAUSIBLE_SCRIPT_URL: serviceUrl.optional(),
    /** Where its events go; by default `/api/event` on the script's host. */
    PLAUSIBLE_EVENT_URL: serviceUrl.optional(),
    /** The site's name in Plausible; by default the host of SITE_URL. */
    PLAUSIBLE_DOMAIN: z.string().min(1).optional(),
  },
  consent: 'necessary',
  public: (config) => {
    const plausible = plausibleSettings(config);
    return plausible && { domain: plausible.domain };
  },
});

type PlausibleConfig = {
  PLAUSIBLE_SCRIPT_URL?: string;
  PLAUSIBLE_EVENT_URL?: string;
  PLAUSIBLE_DOMAIN?: string;
};

export function plausibleSettings(
  config: PlausibleConfig,
): { scriptUrl: string; eventUrl: string; domain: string } | undefined {
  if (!config.PLAUSIBLE_SCRIPT_URL) return undefined;
  return {
    scriptUrl: config.PLAUSIBLE_SCRIPT_URL,
    eventUrl:
      config.PLAUSIBLE_EVENT_URL ?? `${new URL(config.PLAUSIBLE_SCRIPT_URL).origin}/api/event`,
    domain: config.PLAUSIBLE_DOMAIN ?? new URL(settings.SITE_URL).host,
  };
}
