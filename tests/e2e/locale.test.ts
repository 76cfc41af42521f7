import type { Page } from '@playwright/test';

import { localeCookie } from '@/i18n/locales';

import { baseURL } from './setup/env';
import { expect, test } from './setup/test';

async function localeCookieOf(page: Page) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === localeCookie.name);
}

test.describe('root locale detection', () => {
  test('sends a visitor whose browser prefers German from / to /de/ and remembers it', async ({
    newPage,
  }) => {
    const { page } = await newPage({ locale: 'de-CH' });
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL()}/de/`);
    const cookie = await localeCookieOf(page);
    expect(cookie?.value).toBe('de');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    // 365 days, give or take the test's own duration.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.context().close();
  });

  test('keeps an English browser on /', async ({ newPage }) => {
    const { page } = await newPage({ locale: 'en-GB' });
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL()}/`);
    await page.context().close();
  });

  test('the English home page says what it varies with, and is never sent to a German browser', async () => {
    const home = (language: string) =>
      fetch(`${baseURL()}/`, {
        redirect: 'manual',
        headers: { 'accept-language': language, 'accept-encoding': 'br, gzip' },
      });
    // Often enough that the server answers later ones from memory (scripts/lib/page-cache.mjs).
    for (let visit = 0; visit < 5; visit++) {
      const english = await home('en-GB');
      expect(english.status).toBe(200);
      expect(english.headers.get('vary')).toMatch(/cookie.*accept-language/i);
      const german = await home('de-CH,de;q=0.9');
      expect(german.status).toBe(307);
      expect(german.headers.get('location')).toBe('/de/');
    }
  });

  test('lets the cookie win over the browser languages', async ({ newPage }) => {
    const { page } = await newPage({ locale: 'de-DE' });
    await page.context().addCookies([{ name: localeCookie.name, value: 'en', url: baseURL() }]);
    await page.goto('/');
    await expect(page).toHaveURL(`${baseURL()}/`);
    await page.context().close();

    const english = await newPage({ locale: 'en-US' });
    await english.page
      .context()
      .addCookies([{ name: localeCookie.name, value: 'de', url: baseURL() }]);
    await english.page.goto('/');
    await expect(english.page).toHaveURL(`${baseURL()}/de/`);
    await english.page.context().close();
  });

  test('never redirects a page other than the root: the path prefix decides', async ({
    newPage,
  }) => {
    const { page } = await newPage({ locale: 'de-CH' });
    await page.goto('/about/');
    await expect(page).toHaveURL(`${baseURL()}/about/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await page.context().close();
  });
});

test.describe('locale switcher', () => {
  for (const [from, to, locale] of [
    ['/about/', '/de/uberuns/', 'de'],
    ['/de/uberuns/', '/about/', 'en'],
    ['/pricing/', '/de/preise/', 'de'],
    ['/blog/choosing-a-software-partner/', '/de/blog/choosing-a-software-partner/', 'de'],
    ['/de/dienstleistungen/web-applications/', '/services/web-applications/', 'en'],
    ['/cto-for-my-startup/', '/de/growth-stage-startups/', 'de'],
    ['/disclaimer/', '/de/', 'de'],
    ['/de/seite-gibt-es-nicht/', '/', 'en'],
  ] as const) {
    test(`on ${from} leads to ${to} and stores ${locale}`, async ({ page, consoleErrors }) => {
      await page.goto(from);
      await page.getByTestId('locale-switcher').click();
      await expect(page).toHaveURL(`${baseURL()}${to}`);
      expect((await localeCookieOf(page))?.value).toBe(locale);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const [from, to] of [
    ['/about/', '/de/uberuns/'],
    ['/de/blog/seite/2/', '/blog/page/2/'],
    ['/de/dienstleistungen/web-applications/', '/services/web-applications/'],
    ['/jobs/platform-engineer/', '/de/jobs/platform-engineer/'],
  ]) {
    test(`on ${from} links ${to} in the HTML itself`, async () => {
      const html = await (await fetch(`${baseURL()}${from}`)).text();
      const switcher = /<a[^>]*data-testid="locale-switcher"[^>]*>/.exec(html)?.[0] ?? '';
      expect(switcher).toContain(`href="${to}"`);
    });
  }

  test('works without JavaScript, and in a new tab, storing the choice', async ({ newPage }) => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto('/pricing/');
    await page.getByTestId('locale-switcher').click();
    await expect(page).toHaveURL(`${baseURL()}/de/preise/`);
    expect((await localeCookieOf(page))?.value).toBe('de');

    const opened = page.context().waitForEvent('page');
    await page.getByTestId('locale-switcher').click({ modifiers: ['Control'] });
    const tab = await opened;
    await expect(tab).toHaveURL(`${baseURL()}/pricing/`);
    expect((await localeCookieOf(page))?.value).toBe('en');
    await page.context().close();
  });

  test('leaves the stored choice alone for a page opened from elsewhere, or prefetched', async ({
    page,
  }) => {
    await page.context().addCookies([{ name: localeCookie.name, value: 'en', url: baseURL() }]);
    await page.goto('/de/preise/');
    expect((await localeCookieOf(page))?.value).toBe('en');
    const prefetch = await fetch(`${baseURL()}/de/preise/`, {
      headers: {
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'cors',
        referer: `${baseURL()}/pricing/`,
      },
    });
    expect(prefetch.headers.get('set-cookie')).toBeNull();
  });

  test('works on a phone-sized screen', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true });
    await page.goto('/services/');
    const switcher = page.getByTestId('locale-switcher');
    await expect(switcher).toBeVisible();
    const box = await switcher.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await switcher.click();
    await expect(page).toHaveURL(`${baseURL()}/de/dienstleistungen/`);
    await page.context().close();
  });
});
