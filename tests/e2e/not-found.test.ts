import { readFileSync } from 'node:fs';

import { describe, expect, inject, it } from 'vitest';

import { baseURL, newPage } from './setup/browser';
import deShared from '../../messages/de/shared.json';
import enShared from '../../messages/en/shared.json';

const en = {
  lang: 'en-US',
  heading: enShared.notFound.title,
  title: 'software agency in Switzerland',
};
const de = {
  lang: 'de-CH',
  heading: deShared.notFound.title,
  title: 'Softwareagentur in der Schweiz',
};

describe('the not-found page', () => {
  it.each([
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
  ])(
    '%s answers 404 with the whole localized page in the HTML',
    async (path, { lang, heading, title }) => {
      // Without JavaScript, as a crawler or curl sees it.
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(new RegExp(`<html(?: [^>]*)? lang="${lang}"`));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(html).toMatch(new RegExp(`<title>[^<]*${title}[^<]*</title>`));
      expect(html).toContain('name="robots" content="noindex');
    },
  );

  it('serves the real icon at /favicon.ico, and the files the site has', async () => {
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

  it('shows a way home, a picture and a sign-off, and the way home works', async () => {
    const { page, consoleErrors } = await newPage();
    const response = await page.goto('/de/nirgendwo/');
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('img').first().getAttribute('aria-label')).toBeTruthy();
    expect(await page.getByText(deShared.notFound.signOff).count()).toBe(1);
    await page.getByRole('link', { name: deShared.notFound.home }).click();
    await page.waitForURL(`${baseURL()}/de/`);
    expect(consoleErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await page.context().close();
  });

  it('logs unmatched paths and unknown params with the path', async () => {
    await fetch(`${baseURL()}/log-check-unmatched/`);
    await fetch(`${baseURL()}/case-studies/log-check-unknown/`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = readFileSync(inject('serverLog'), 'utf8');
    expect(log).toContain('Page not found: /log-check-unmatched/');
    expect(log).toContain('Page Not Found: /case-studies/log-check-unknown/');
  });

  it('answers bots with the same 404 status', async () => {
    const response = await fetch(`${baseURL()}/missing-page/`, {
      headers: {
        'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      },
    });
    expect(response.status).toBe(404);
  });
});

describe('a fatal error', () => {
  it('shows the localized error page with status 500 and a way home', async () => {
    const { page } = await newPage();
    const response = await page.goto('/de/sentry-server-test/');
    expect(response?.status()).toBe(500);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(deShared.error.title);
    expect(await page.getByRole('link', { name: deShared.error.home }).count()).toBe(1);
    await page.context().close();
  });

  it('catches a browser error in the error boundary', async () => {
    const { page } = await newPage();
    await page.goto('/sentry-client-test/');
    await page.getByRole('button', { name: enShared.diagnostics.clientButton }).click();
    await page.getByRole('heading', { name: enShared.error.title }).waitFor();
    await page.context().close();
  });
});
