import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { browserStarts } from './browser-starts';
import { publicIntegrations } from './registry';
import { parseIntegrationSettings } from './settings-schema';

describe("the integrations' browser starts", () => {
  it('finds each folder’s start under the name the registry gives the integration', () => {
    const folders = readdirSync(import.meta.dirname, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => existsSync(join(import.meta.dirname, name, 'browser-start.ts')));
    expect(folders).toContain('vitals');
    expect(Object.keys(browserStarts).sort()).toEqual(folders.sort());

    // With every service configured, each of them is one the browser is told about.
    const configured = publicIntegrations(
      parseIntegrationSettings({
        PLAUSIBLE_SCRIPT_URL: 'https://plausible.io/js/script.js',
        POSTHOG_KEY: 'phc_key',
        GTM_ID: 'GTM-ABC1234',
        SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
        BOOKING_URL: 'https://calendly.com/agency/intro-call',
      }),
    );
    for (const [name, browserStart] of Object.entries(browserStarts)) {
      expect(configured, name).toHaveProperty(name);
      expect(browserStart.start).toBeTypeOf('function');
    }
  });
});
