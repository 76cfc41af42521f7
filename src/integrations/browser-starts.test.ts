import { describe, expect, it } from 'vitest';

import { browserStarts } from './browser-starts';
import { parseIntegrationSettings, publicIntegrations } from './registry';

describe("the integrations' browser starts", () => {
  it('finds each folder’s start under the name the registry gives the integration', () => {
    const configured = publicIntegrations(
      parseIntegrationSettings({
        PLAUSIBLE_SCRIPT_URL: 'https://plausible.io/js/script.js',
        POSTHOG_KEY: 'phc_key',
        GTM_ID: 'GTM-ABC1234',
        SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
        BOOKING_URL: 'https://calendly.com/agency/intro-call',
      }),
    );
    const names = Object.keys(browserStarts).sort();
    expect(names).toEqual(['booking', 'gtm', 'plausible', 'posthog', 'sentry', 'vitals']);
    for (const name of names) {
      expect(configured, name).toHaveProperty(name);
      expect(browserStarts[name as keyof typeof browserStarts]?.start).toBeTypeOf('function');
    }
  });
});
