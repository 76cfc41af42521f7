import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';

import { integrationDirectives, parseIntegrationSettings } from '@/config/integrations';

import { newNonce, pagePolicy } from './content-security-policy';
import { inlineScriptsOf, scriptHashSource } from './prerendered-script-hashes';

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

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('page policy', () => {
  it('names inline scripts by hash on prerendered pages, by nonce on others', () => {
    const hashed = pagePolicy({ hashes: ["'sha256-abc='"] }, nothingConfigured);
    expect(directive(hashed, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);

    const nonced = pagePolicy({ nonce: 'bm9uY2U=' }, nothingConfigured);
    expect(directive(nonced, 'script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      // The layout's theme script, which Next does not give the nonce.
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });

  it('never allows inline script or eval, plugins, <base> or framing', () => {
    for (const config of [nothingConfigured, everythingConfigured]) {
      const policy = pagePolicy({ hashes: [] }, config);
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(policy, 'default-src')).toEqual(["'none'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    }
  });

  it('allows no third-party origin when nothing is configured', () => {
    expect(integrationDirectives(nothingConfigured)).toEqual({});
    expect(pagePolicy({ hashes: [] }, nothingConfigured)).not.toMatch(/https?:/);
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

  it('has no csp_evaluator finding above medium, with or without integrations', () => {
    for (const config of [nothingConfigured, everythingConfigured]) {
      for (const scripts of [{ hashes: ["'sha256-abc='"] }, { nonce: newNonce() }]) {
        const policy = pagePolicy(scripts, config);
        const findings = new CspEvaluator(new CspParser(policy).csp).evaluate();
        const serious = findings.filter((finding) => finding.severity < Severity.MEDIUM);
        expect(serious.map((finding) => finding.description)).toEqual([]);
      }
    }
  });

  it('makes nonces of 128 random bits', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});

describe('inline scripts of a prerendered page', () => {
  it('finds executable inline scripts and skips external scripts and data blocks', () => {
    const html = [
      '<script>one()</script>',
      '<script src="/_next/static/chunks/app.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_" type="text/javascript">two()</script>',
      '<script type="module">three()</script>',
      '<script></script>',
    ].join('');
    expect(inlineScriptsOf(html)).toEqual(['one()', 'two()', 'three()']);
  });

  it('hashes the text exactly as browsers do (CSP3: SHA-256 of the UTF-8 text)', () => {
    // The hash Chromium reports for `alert('Hello, world.');` in its CSP error message.
    expect(scriptHashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });
});
