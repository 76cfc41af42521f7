import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';

import { newNonce, pagePolicy } from '@/server/security/content-security-policy';

import { integrationDirectives, publicIntegrations } from './registry';
import { parseIntegrationSettings } from './settings-schema';

const nothingConfigured = parseIntegrationSettings({});
const everythingConfigured = parseIntegrationSettings({
  UNLEASH_URL: 'https://flags.example.ch/api/frontend',
  UNLEASH_CLIENT_KEY: 'key',
  PLAUSIBLE_SCRIPT_URL: 'https://plausible.io/js/script.js',
  POSTHOG_KEY: 'phc_key',
  GTM_ID: 'GTM-ABC1234',
  RECAPTCHA_SITE_KEY: 'site-key',
  SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
  BOOKING_URL: 'https://calendly.com/agency/intro-call',
});

describe("the integrations' sources in the page policy", () => {
  it('allows no third-party origin when nothing is configured', () => {
    expect(integrationDirectives(nothingConfigured)).toEqual({});
    expect(pagePolicy({ hashes: [] }, integrationDirectives(nothingConfigured))).not.toMatch(
      /https?:/,
    );
  });

  it('allows the hosts of each configured service, and no more', () => {
    const sources = integrationDirectives(everythingConfigured);
    expect(sources['script-src']).toEqual([
      'https://eu.i.posthog.com',
      'https://eu-assets.i.posthog.com',
      'https://*.googletagmanager.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
      'https://assets.calendly.com',
    ]);
    expect(sources['frame-src']).toEqual([
      'https://www.google.com/recaptcha/',
      'https://recaptcha.google.com/recaptcha/',
      'https://calendly.com',
    ]);
    // Flags, statistics and error reports go through the site's own routes.
    expect(JSON.stringify(sources)).not.toMatch(/flags\.example|plausible|sentry/);

    const onlyBooking = integrationDirectives(
      parseIntegrationSettings({
        BOOKING_URL: 'https://book.example.ch/team',
        BOOKING_SCRIPT_URL: 'https://static.example.ch/widget.js',
      }),
    );
    expect(onlyBooking).toEqual({
      'script-src': ['https://static.example.ch'],
      'style-src': ['https://static.example.ch'],
      'frame-src': ['https://book.example.ch'],
    });
  });

  it('has no csp_evaluator finding above medium with every integration configured', () => {
    const policy = pagePolicy({ nonce: newNonce() }, integrationDirectives(everythingConfigured));
    const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
    const serious = findings.filter((finding) => finding.severity < Severity.MEDIUM);
    expect(serious.map((finding) => finding.description)).toEqual([]);
  });
});

describe('what the browser gets', () => {
  it('names each configured integration and the consent it waits for', () => {
    // The field measurement of Core Web Vitals is the site's own and on by default.
    expect(publicIntegrations(nothingConfigured)).toEqual({
      flagDefaults: { show_blog: expect.any(Boolean) },
      consent: { analytics: [], marketing: [] },
      vitals: {},
    });
    const everything = publicIntegrations(everythingConfigured);
    expect(Object.keys(everything).sort()).toEqual([
      'booking',
      'consent',
      'flagDefaults',
      'flags',
      'gtm',
      'plausible',
      'posthog',
      'recaptcha',
      'sentry',
      'vitals',
    ]);
    expect(everything.consent).toEqual({
      analytics: ['posthog'],
      marketing: ['gtm', 'recaptcha', 'booking'],
    });
  });

  it('puts the field measurement under the statistics consent, or leaves it out, as set', () => {
    const consented = publicIntegrations(parseIntegrationSettings({ VITALS: 'consent' }));
    expect(consented.vitals).toEqual({});
    expect(consented.consent.analytics).toEqual(['vitals']);
    expect(publicIntegrations(parseIntegrationSettings({ VITALS: 'off' })).vitals).toBeUndefined();
    expect(() => parseIntegrationSettings({ VITALS: 'maybe' })).toThrow(/VITALS/);
  });
});
