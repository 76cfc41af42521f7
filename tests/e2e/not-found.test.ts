import { readFileSync } from 'node:fs';

import { baseURL, serverLog } from './setup/env';
import { expect, test } from './setup/test';
import deSeo from '../../messages/de/seo.json' with { type: 'json' };
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enSeo from '../../messages/en/seo.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };

const en = {
  lang: 'en-US',
  heading: enShared.notFound.title,
  title: enSeo.pages.notFound.title,
};
const de = {
  lang: 'de-CH',
  heading: deShared.notFound.title,
  title: deSeo.pages.notFound.title,
};

test.describe('the not-found page', () => {
  for (const [path, { lang, heading, title }] of [
    ['/does-not-exist/', en],
    ['/de/gibt-es-nicht/', de],
    ['/404/', en],
    ['/de/404/', de],
    ['/blog/no-such-post/', en],
    ['/de/dienstleistungen/gibt-es-nicht/', de],
    ['/de/disclaimer/', de],
    ['/wp-login.php', en],
    ['/de/report.pdf', de],
    ['/.env', en],
  ] as const) {
    test(`${path} answers 404 with the whole localized page in the HTML`, async () => {
      // Without JavaScript, as a crawler or curl sees it.
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(new RegExp(`<html(?: [^>]*)? lang="${lang}"`));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain('name="robots" content="noindex');
    });
  }

  test('serves the real icon at /favicon.ico, and the files the site has', async () => {
    for (const [path, type] of [
      ['/favicon.ico', 'image/x-icon'],
      ['/favicon.svg', 'image/svg+xml'],
      ['/robots.txt', 'text/plain'],
      ['/sitemap.xml', 'application/xml'],
      ['/de/blog/feed.xml', 'application/rss+xml'],
    ]) {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toContain(type);
    }
  });

  test('shows a way home, a picture and a sign-off, and the way home works', async ({
    page,
    consoleErrors,
  }) => {
    const response = await page.goto('/de/nirgendwo/');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('img').first()).toHaveAttribute('aria-label', /./);
    await expect(page.getByText(deShared.notFound.signOff)).toHaveCount(1);
    await page.getByRole('link', { name: deShared.notFound.home }).click();
    await expect(page).toHaveURL(`${baseURL()}/de/`);
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('logs unmatched paths and unknown params with the path', async () => {
    await fetch(`${baseURL()}/log-check-unmatched/`);
    await fetch(`${baseURL()}/case-studies/log-check-unknown/`);
    // The server writes its log a moment after it has answered.
    const log = () => readFileSync(serverLog(), 'utf8');
    await expect.poll(log).toContain('Page not found: /log-check-unmatched/');
    await expect.poll(log).toContain('Page Not Found: /case-studies/log-check-unknown/');
  });

  test('answers bots with the same 404 status', async () => {
    const response = await fetch(`${baseURL()}/missing-page/`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.status).toBe(404);
  });
});

test.describe('a fatal error', () => {
  test('shows the localized error page with status 500 and a way home', async ({ page }) => {
    const response = await page.goto('/de/sentry-server-test/');
    expect(response?.status()).toBe(500);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(deShared.error.title);
    await expect(page.getByRole('link', { name: deShared.error.home })).toHaveCount(1);
  });

  test('catches a browser error in the error boundary, and trying again renders the page anew', async ({
    page,
  }) => {
    await page.goto('/sentry-client-test/');
    const throwButton = page.getByRole('button', { name: enShared.diagnostics.clientButton });
    await throwButton.click();
    await expect(page.getByRole('heading', { name: enShared.error.title })).toBeVisible();
    await expect(page.getByRole('link', { name: enShared.error.home })).toHaveAttribute(
      'href',
      '/',
    );
    await page.getByRole('button', { name: enShared.error.retry }).click();
    await expect(throwButton).toBeVisible();
    await expect(page.getByRole('heading', { name: enShared.error.title })).toHaveCount(0);
  });
});
