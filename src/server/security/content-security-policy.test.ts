import { CspEvaluator } from 'csp_evaluator/dist/evaluator.js';
import { Severity } from 'csp_evaluator/dist/finding.js';
import { CspParser } from 'csp_evaluator/dist/parser.js';
import { describe, expect, it } from 'vitest';

import { newNonce, pagePolicy } from './content-security-policy';
import { inlineScriptsOf, scriptHashSource } from './prerendered-script-hashes';

const noSources = {};
/** Sources as configured integrations add them (`src/integrations/registry.test.ts`). */
const thirdPartySources = {
  'script-src': ['https://*.googletagmanager.com', 'https://www.google.com/recaptcha/'],
  'frame-src': ['https://www.google.com/recaptcha/', 'https://calendly.com'],
  'connect-src': ['https://*.google-analytics.com'],
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('page policy', () => {
  it('names inline scripts by hash on prerendered pages, by nonce on others', () => {
    const hashed = pagePolicy({ hashes: ["'sha256-abc='"] }, noSources);
    expect(directive(hashed, 'script-src')).toEqual(["'self'", "'sha256-abc='"]);

    const nonced = pagePolicy({ nonce: 'bm9uY2U=' }, noSources);
    expect(directive(nonced, 'script-src')).toEqual([
      "'self'",
      "'nonce-bm9uY2U='",
      // The layout's theme script, which Next does not give the nonce.
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
    ]);
  });

  it('never allows inline script or eval, plugins, <base> or framing', () => {
    for (const sources of [noSources, thirdPartySources]) {
      const policy = pagePolicy({ hashes: [] }, sources);
      expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
      expect(directive(policy, 'default-src')).toEqual(["'none'"]);
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
      expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
      expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
      expect(directive(policy, 'form-action')).toEqual(["'self'"]);
    }
  });

  it('has no csp_evaluator finding above medium, with or without integrations', () => {
    for (const sources of [noSources, thirdPartySources]) {
      for (const scripts of [{ hashes: ["'sha256-abc='"] }, { nonce: newNonce() }]) {
        const policy = pagePolicy(scripts, sources);
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
