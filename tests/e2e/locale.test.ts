import { describe, expect, it } from 'vitest';

import { localeCookie } from '@/i18n/locales';

import { baseURL, newPage } from './setup/browser';

async function localeCookieOf(page: Awaited<ReturnType<typeof newPage>>['page']) {
  const cookies = await page.context().cookies();
  return cookies.find((cookie) => cookie.name === localeCookie.name);
}

describe('root locale detection', () => {
  it('sends a visitor whose browser prefers German from / to /de/ and remembers it', async () => {
    const { page } = await newPage({ locale: 'de-CH' });
    await page.goto('/');
    expect(page.url()).toBe(`${baseURL()}/de/`);
    const cookie = await localeCookieOf(page);
    expect(cookie?.value).toBe('de');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.path).toBe('/');
    // 365 days, give or take the test's own duration.
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    await page.context().close();
  });

  it('keeps an English browser on /', async () => {
    const { page } = await newPage({ locale: 'en-GB' });
    await page.goto('/');
    expect(page.url()).toBe(`${baseURL()}/`);
    await page.context().close();
  });

  it('lets the cookie win over the browser languages', async () => {
    const { page } = await newPage({ locale: 'de-DE' });
    await page.context().addCookies([{ name: localeCookie.name, value: 'en', url: baseURL() }]);
    await page.goto('/');
    expect(page.url()).toBe(`${baseURL()}/`);
    await page.context().close();

    const english = await newPage({ locale: 'en-US' });
    await english.page
      .context()
      .addCookies([{ name: localeCookie.name, value: 'de', url: baseURL() }]);
    await english.page.goto('/');
    expect(english.page.url()).toBe(`${baseURL()}/de/`);
    await english.page.context().close();
  });

  it('never redirects a page other than the root: the path prefix decides', async () => {
    const { page } = await newPage({ locale: 'de-CH' });
    await page.goto('/about/');
    expect(page.url()).toBe(`${baseURL()}/about/`);
    expect(await page.getAttribute('html', 'lang')).toBe('en-US');
    await page.context().close();
  });
});

describe('locale switcher', () => {
  it.each([
    ['/about/', '/de/uberuns/', 'de'],
    ['/de/uberuns/', '/about/', 'en'],
    ['/pricing/', '/de/preise/', 'de'],
    ['/blog/choosing-a-software-partner/', '/de/blog/choosing-a-software-partner/', 'de'],
    ['/de/dienstleistungen/web-applications/', '/services/web-applications/', 'en'],
    ['/cto-for-my-startup/', '/de/growth-stage-startups/', 'de'],
    ['/disclaimer/', '/de/', 'de'],
    ['/de/seite-gibt-es-nicht/', '/', 'en'],
  ])('on %s leads to %s and stores %s', async (from, to, locale) => {
    const { page, consoleErrors } = await newPage();
    await page.goto(from);
    await page.getByTestId('locale-switcher').click();
    await page.waitForURL(`${baseURL()}${to}`);
    expect((await localeCookieOf(page))?.value).toBe(locale);
    expect(await page.getAttribute('html', 'lang')).toMatch(new RegExp(`^${locale}`));
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it.each([
    ['/about/', '/de/uberuns/'],
    ['/de/blog/seite/2/', '/blog/page/2/'],
    ['/de/dienstleistungen/web-applications/', '/services/web-applications/'],
    ['/jobs/platform-engineer/', '/de/jobs/platform-engineer/'],
  ])('on %s links %s in the HTML itself', async (from, to) => {
    const html = await (await fetch(`${baseURL()}${from}`)).text();
    const switcher = /<a[^>]*data-testid="locale-switcher"[^>]*>/.exec(html)?.[0] ?? '';
    expect(switcher).toContain(`href="${to}"`);
  });

  it('works without JavaScript, and in a new tab, storing the choice', async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto('/pricing/');
    await page.getByTestId('locale-switcher').click();
    await page.waitForURL(`${baseURL()}/de/preise/`);
    expect((await localeCookieOf(page))?.value).toBe('de');

    const opened = page.context().waitForEvent('page');
    await page.getByTestId('locale-switcher').click({ modifiers: ['Control'] });
    const tab = await opened;
    await tab.waitForURL(`${baseURL()}/pricing/`);
    expect((await localeCookieOf(page))?.value).toBe('en');
    await page.context().close();
  });

  it('leaves the stored choice alone for a page opened from elsewhere, or prefetched', async () => {
    const { page } = await newPage();
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
    await page.context().close();
  });

  it('works on a phone-sized screen', async () => {
    const { page } = await newPage({ viewport: { width: 375, height: 740 }, isMobile: true });
    await page.goto('/services/');
    const switcher = page.getByTestId('locale-switcher');
    expect(await switcher.isVisible()).toBe(true);
    const box = await switcher.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
    await switcher.click();
    await page.waitForURL(`${baseURL()}/de/dienstleistungen/`);
    await page.context().close();
  });
});
