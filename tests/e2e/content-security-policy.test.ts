import { expect, test } from '@playwright/test';

import { parsePolicy, recordCspViolations } from './setup/csp';
import { baseURL } from './setup/env';
import { everyPage } from './setup/routes';
import enShared from '../../messages/en/shared.json' with { type: 'json' };

const pages = everyPage();

test.describe('Content-Security-Policy', () => {
  test(`lets all ${pages.length} pages run, in both languages, without one violation`, async ({
    context,
    page,
  }) => {
    test.setTimeout(300_000);
    const violations = recordCspViolations(context);
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    for (const { path } of pages) {
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), path).toBe(200);
      // Hydrated: Next's router has mounted, so the page's scripts all ran.
      await page.waitForFunction(
        () => 'next' in window && Boolean((window.next as { router?: unknown }).router),
      );
    }
    expect(violations).toEqual([]);
    expect(uncaught).toEqual([]);
  });

  test('keeps prerendered pages static, naming their inline scripts by hash', async () => {
    for (const path of ['/', '/de/', '/blog/postgres-is-enough/', '/de/contact-us/', '/nope/']) {
      const response = await fetch(`${baseURL()}${path}`, {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      const scriptSources = parsePolicy(response.headers.get('content-security-policy')).get(
        'script-src',
      );
      expect(response.headers.get('x-nextjs-prerender'), path).toMatch(/^1/);
      expect(scriptSources, path).not.toContain("'unsafe-inline'");
      expect(
        scriptSources?.filter((source) => source.startsWith("'sha256-")).length,
      ).toBeGreaterThan(3);
      expect(scriptSources?.some((source) => source.startsWith("'nonce-"))).toBe(false);
    }
  });

  test('gives a page rendered per request a fresh nonce, which its scripts carry', async () => {
    const nonces = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await fetch(`${baseURL()}/unsubscribe/`);
      const scriptSources = parsePolicy(response.headers.get('content-security-policy')).get(
        'script-src',
      );
      const nonce = /^'nonce-(.+)'$/.exec(
        scriptSources?.find((s) => s.startsWith("'nonce-")) ?? '',
      )?.[1];
      expect(nonce).toBeDefined();
      const html = await response.text();
      expect(html).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(new Set(nonces).size).toBe(2);
  });

  test('gives the page that answers a form sent before the scripts arrived a nonce of its own', async ({
    context,
    page,
  }) => {
    const violations = recordCspViolations(context);
    // The page's scripts never arrive, so the footer's sign-up goes out as a plain HTML form, and
    // the answer is the page rendered again for that submission, not the prerendered file.
    await page.route('**/_next/static/chunks/**', (route) => route.abort());
    await page.goto('/about/');
    const footer = page.locator('footer section[aria-labelledby="newsletter-footer"]');
    await footer.getByLabel(enShared.newsletter.emailLabel, { exact: true }).fill('name@example');
    const [answer] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === 'POST'),
      footer.getByRole('button', { name: enShared.newsletter.submit }).click(),
    ]);
    const scriptSources = parsePolicy(answer.headers()['content-security-policy'] ?? null).get(
      'script-src',
    );
    expect(scriptSources?.some((source) => source.startsWith("'nonce-"))).toBe(true);
    await expect(footer.getByText(enShared.forms.errors.invalidEmail)).toBeVisible();
    expect(violations).toEqual([]);
  });

  test('locks down everything that is not a page', async () => {
    for (const path of ['/api/integrations/', '/favicon.svg', '/robots.txt']) {
      const response = await fetch(`${baseURL()}${path}`);
      const policy = parsePolicy(response.headers.get('content-security-policy'));
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });
});
