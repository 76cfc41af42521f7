import type { Page } from '@playwright/test';

import { baseURL } from './setup/env';
import { effectsRan, settledAfter } from './setup/page-state';
import { expect, test } from './setup/test';

/**
 * Parts whose HTML works on its own hydrate only when needed (`deferred-hydration.tsx`): the
 * footer's newsletter sign-up when the visitor comes near it, the locale switcher when the
 * visitor starts to use the page. A navigation before that hydrates them at once.
 */
test.describe("the footer's sign-up", () => {
  const signUp = (page: Page) =>
    page.locator('footer section[aria-labelledby="newsletter-footer"]');
  // Added by the form once React has hydrated it.
  const enhanced = (page: Page) => signUp(page).locator('input[name="enhanced"]');

  /** Opens `path` and waits until the page has hydrated and the network is quiet. */
  async function openHydrated(page: Page, path: string, scripts: string[]) {
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await settledAfter(page, async () => expect((await page.goto(path))?.status()).toBe(200));
  }

  test('is in the page at once, and loads its code when the visitor scrolls near it', async ({
    page,
    consoleErrors,
  }) => {
    const scripts: string[] = [];
    await openHydrated(page, '/', scripts);
    await expect(signUp(page).getByRole('textbox')).toBeAttached();
    await expect(signUp(page).getByRole('button')).toBeAttached();
    await expect(enhanced(page)).toHaveCount(0);
    const loadedWithPage = scripts.length;

    await signUp(page).scrollIntoViewIfNeeded();
    await expect(enhanced(page)).toBeAttached();
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    expect(consoleErrors).toEqual([]);
  });

  test('hydrates when the focus moves into it, away from the view', async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, '/', []);
    await signUp(page)
      .getByRole('textbox')
      .evaluate((input) => (input as HTMLInputElement).focus({ preventScroll: true }));
    await expect(enhanced(page)).toBeAttached();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  test('stays as the server sent it when its code cannot load', async ({ page, consoleErrors }) => {
    await openHydrated(page, '/', []);
    // The visitor's connection is gone from now on.
    await page.route('**/_next/static/**', (route) => route.abort('internetdisconnected'));
    const warned = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && /could not load its code/.test(message.text()),
    );
    await signUp(page).scrollIntoViewIfNeeded();
    await warned;
    await expect(signUp(page).getByRole('textbox')).toBeVisible();
    await expect(signUp(page).getByRole('button')).toBeVisible();
    await expect(enhanced(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Failed requests are the browser's console errors; nothing else.
    expect(consoleErrors.filter((error) => !/Failed to load resource/.test(error))).toEqual([]);
  });

  test('lets a navigation through before the visitor came near it', async ({
    page,
    consoleErrors,
  }) => {
    await openHydrated(page, '/', []);
    await expect(enhanced(page)).toHaveCount(0);
    // A click without a pointer press before it: the navigation itself has to load the part.
    await page
      .locator('header')
      .getByRole('link', { name: 'About' })
      .first()
      .evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(`${baseURL()}/about/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(enhanced(page)).toBeAttached();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the locale switcher', () => {
  test('follows a navigation that came before the visitor used the page', async ({
    page,
    consoleErrors,
  }) => {
    const hydrated = effectsRan(page);
    await page.goto('/about/');
    await hydrated;
    const switcher = page.getByTestId('locale-switcher');
    await expect(switcher).toHaveAttribute('href', '/de/uberuns/');
    // A click without a pointer press before it, so nothing but the navigation loads the switcher.
    await page
      .locator('header')
      .getByRole('link', { name: 'Services' })
      .first()
      .evaluate((link) => (link as HTMLAnchorElement).click());
    await expect(page).toHaveURL(`${baseURL()}/services/`);
    await expect(switcher).toHaveAttribute('href', '/de/dienstleistungen/');
    await switcher.click();
    await expect(page).toHaveURL(`${baseURL()}/de/dienstleistungen/`);
    expect(consoleErrors).toEqual([]);
  });
});
