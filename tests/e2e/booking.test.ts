import type { BrowserContextOptions, Page } from '@playwright/test';

import { axeViolations } from './setup/axe';
import { acceptAllInBanner, browseLikeAPerson } from './setup/consent-banner';
import { baseURL } from './setup/env';
import { unexpectedLayoutShift } from './setup/layout-shift';
import { effectsRan, watchNetwork } from './setup/page-state';
import { startServer, type RunningServer } from './setup/server';
import { startBookingService, type BookingService } from './setup/services/booking';
import { expect, HOOK_TIMEOUT, test, type OpenedPage } from './setup/test';
import deEarlyStage from '../../messages/de/earlyStageStartups.json' with { type: 'json' };
import deShared from '../../messages/de/shared.json' with { type: 'json' };
import enEarlyStage from '../../messages/en/earlyStageStartups.json' with { type: 'json' };
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import { localizedPath } from '../../src/routes/paths';
import type { Pathname } from '../../src/routes/registry';

/**
 * The "Book a call" buttons against a local Calendly: nothing of the widget loads with a page;
 * the first click loads it, directly with marketing consent and after a click-to-load notice
 * without it.
 */

const texts = { en: enShared.booking, de: deShared.booking } as const;
const earlyStage = { en: enEarlyStage, de: deEarlyStage } as const;
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/** The pages that offer a booking, and how many buttons each has. */
const bookingPages: Array<{ path: Pathname; buttons: number }> = [
  { path: '/contact-us', buttons: 1 },
  // The plans' prompt and the contact band.
  { path: '/pricing', buttons: 2 },
  // The contact band; the hero's call to action opens the booking too (below).
  { path: '/early-stage-startups', buttons: 1 },
  { path: '/growth-stage-startups', buttons: 1 },
  // The contact band only.
  { path: '/about', buttons: 1 },
];

test.describe('booking widget', () => {
  let calendly: BookingService;
  let site: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    calendly = await startBookingService();
    site = await startServer(
      'booking',
      { BOOKING_URL: calendly.bookingUrl, BOOKING_SCRIPT_URL: calendly.scriptUrl },
      ['--reuse-build'],
    );
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
    await calendly?.stop();
  });

  /**
   * A visitor on the booking site, with every request to another origin recorded, once the
   * page's integrations have started (the booking buttons among them).
   */
  async function visit(
    newPage: (options: BrowserContextOptions) => Promise<OpenedPage>,
    path: string,
    options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
  ) {
    const opened = await newPage({ baseURL: site.baseURL, viewport: desktop, ...options });
    await browseLikeAPerson(opened.page.context());
    const thirdParty: string[] = [];
    opened.page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.baseURL) thirdParty.push(request.url());
    });
    const network = watchNetwork(opened.page);
    const hydrated = effectsRan(opened.page);
    expect((await opened.page.goto(path))?.status()).toBe(200);
    await hydrated;
    return { ...opened, thirdParty, settled: network.settled };
  }

  const scriptLoads = () =>
    calendly.requests.filter((request) => request.url.pathname === '/assets/external/widget.js')
      .length;

  const popupFrame = (page: Page) => page.locator('.calendly-overlay iframe');

  async function expectPopupWithBookingUrl(page: Page) {
    await expect(popupFrame(page)).toBeVisible();
    const src = new URL((await popupFrame(page).getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(calendly.bookingUrl);
  }

  async function closePopup(page: Page) {
    await page.locator('.calendly-popup-close').click();
    await expect(popupFrame(page)).toHaveCount(0);
  }

  for (const { path, buttons } of bookingPages) {
    test(`${path} shows ${buttons} button(s) once configured, moves nothing, and loads nothing of the widget`, async ({
      newPage,
    }) => {
      for (const [locale, viewport] of [
        ['en', desktop],
        ['de', phone],
      ] as const) {
        const before = calendly.requests.length;
        const { page, consoleErrors, thirdParty, settled } = await visit(
          newPage,
          localizedPath(path, locale),
          { viewport },
        );
        const button = page.getByRole('button', { name: texts[locale].button, exact: true });
        await expect(button.first()).toBeVisible();
        await expect(button).toHaveCount(buttons);
        // Everything the page loads (pictures and fonts among them) is in: whatever could still
        // move something has arrived.
        await settled();
        await page.evaluate(() => document.fonts.ready);
        expect(await unexpectedLayoutShift(page)).toBe(0);
        expect(calendly.requests.slice(before)).toEqual([]);
        expect(thirdParty).toEqual([]);
        expect(await page.evaluate(() => 'Calendly' in window)).toBe(false);
        expect(consoleErrors).toEqual([]);
        await page.context().close();
      }
    });
  }

  test('without consent, asks first; Cancel closes the notice and loads nothing', async ({
    newPage,
  }) => {
    const t = texts.en;
    const before = calendly.requests.length;
    const { page, consoleErrors, thirdParty, settled } = await visit(newPage, '/contact-us/');
    const button = page.getByRole('button', { name: t.button, exact: true });
    await button.click();

    const notice = page.getByRole('dialog', { name: t.notice.title });
    await expect(notice).toBeVisible();
    await expect(notice.getByText(t.notice.once)).toBeVisible();
    const privacy = notice.getByRole('link', { name: 'privacy policy' });
    await expect(privacy).toHaveAttribute('href', '/privacy/');
    const newTab = notice.getByRole('link', { name: t.notice.newTab });
    await expect(newTab).toHaveAttribute('href', calendly.bookingUrl);
    await expect(newTab).toHaveAttribute('target', '_blank');
    await expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');

    await notice.getByRole('button', { name: t.notice.cancel }).click();
    await expect(notice).toHaveCount(0);
    await expect(button).toBeFocused();
    // Cancelling starts no loading: whatever the page had under way has finished, and none of
    // it went to the booking host.
    await settled();
    expect(calendly.requests.slice(before)).toEqual([]);
    expect(thirdParty).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('"Load Calendly and continue" loads the widget once, for this visit only', async ({
    newPage,
  }) => {
    const t = texts.de;
    const before = scriptLoads();
    const { page, consoleErrors } = await visit(newPage, localizedPath('/contact-us', 'de'));
    const button = page.getByRole('button', { name: t.button, exact: true });
    await button.click();
    const notice = page.getByRole('dialog', { name: t.notice.title });
    await notice.getByRole('button', { name: t.notice.load }).click();
    await expectPopupWithBookingUrl(page);
    expect(scriptLoads()).toBe(before + 1);
    await expect(notice).toHaveCount(0);

    // Loaded now: the next click on this page opens it without asking and without loading.
    await closePopup(page);
    await button.click();
    await expectPopupWithBookingUrl(page);
    await expect(notice).toHaveCount(0);
    expect(scriptLoads()).toBe(before + 1);

    // The go-ahead was not stored as consent: on the next visit the notice asks again.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cc_cookie')).toBeUndefined();
    const hydrated = effectsRan(page);
    await page.reload();
    await hydrated;
    await button.click();
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: t.notice.cancel }).click();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('with marketing consent, opens the popup at once, and a second click loads nothing again', async ({
    newPage,
  }) => {
    const t = texts.en;
    const before = scriptLoads();
    const { page, consoleErrors } = await visit(
      newPage,
      localizedPath('/early-stage-startups', 'en'),
    );
    await acceptAllInBanner(page);
    expect(scriptLoads()).toBe(before);

    // The hero's "Book a free first call" links to the contact page, and opens the booking now.
    await page.getByRole('link', { name: earlyStage.en.cta }).click();
    await expectPopupWithBookingUrl(page);
    await expect(page.getByRole('dialog', { name: t.notice.title })).toHaveCount(0);
    expect(scriptLoads()).toBe(before + 1);

    await expect(page).toHaveURL(
      (url) => url.pathname === localizedPath('/early-stage-startups', 'en'),
    );

    await closePopup(page);
    await page.getByRole('button', { name: t.button, exact: true }).click();
    await expectPopupWithBookingUrl(page);
    expect(scriptLoads()).toBe(before + 1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test("the startup hero's call to action asks first without consent, and is a plain link where booking is off", async ({
    newPage,
  }) => {
    const t = texts.de;
    const path = localizedPath('/early-stage-startups', 'de');
    const { page, consoleErrors } = await visit(newPage, path);
    const cta = page.getByRole('link', { name: earlyStage.de.cta });
    await expect(cta).toHaveAttribute('href', localizedPath('/contact-us', 'de'));
    await expect(page.getByRole('button', { name: t.button, exact: true })).toBeVisible();
    await cta.click();
    const notice = page.getByRole('dialog', { name: t.notice.title });
    await expect(notice).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
    await page.keyboard.press('Escape');
    await expect(notice).toHaveCount(0);
    await expect(cta).toBeFocused();
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    // Without booking it is the link it always was, after hydration too.
    const plain = await newPage();
    const hydrated = effectsRan(plain.page);
    await plain.page.goto(path);
    await hydrated;
    await plain.page.getByRole('link', { name: earlyStage.de.cta }).click();
    await plain.page.waitForURL((url) => url.pathname === localizedPath('/contact-us', 'de'));
    expect(plain.consoleErrors).toEqual([]);
    await plain.page.context().close();
  });

  test('works with the keyboard, and the notice passes axe in light and dark mode', async ({
    newPage,
  }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const t = texts.en;
      const { page } = await visit(newPage, '/contact-us/', { colorScheme });
      const button = page.getByRole('button', { name: t.button, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const notice = page.getByRole('dialog', { name: t.notice.title });
      await expect(notice).toBeVisible();

      // Focus starts at the title; Tab goes through the choices inside the dialog.
      const focused = () =>
        page.evaluate(() => {
          const element = document.activeElement;
          return { inDialog: Boolean(element?.closest('dialog')), text: element?.textContent };
        });
      expect(await focused()).toEqual({ inDialog: true, text: t.notice.title });
      const visited = [];
      for (let step = 0; step < 4; step += 1) {
        await page.keyboard.press('Tab');
        visited.push(await focused());
      }
      expect(visited).toEqual([
        { inDialog: true, text: 'privacy policy' },
        { inDialog: true, text: t.notice.load },
        { inDialog: true, text: t.notice.cancel },
        { inDialog: true, text: t.notice.newTab },
      ]);

      const violations = await axeViolations(page);
      expect(violations, colorScheme).toEqual([]);

      // Escape closes it and gives the focus back to the button.
      await page.keyboard.press('Escape');
      await expect(notice).toHaveCount(0);
      await expect(button).toBeFocused();
      await page.context().close();
    }
  });

  test('is absent where booking is not configured, and without JavaScript', async ({ newPage }) => {
    const pages = [
      { url: `${baseURL()}/contact-us/`, javaScriptEnabled: true },
      { url: `${baseURL()}/de/preise/`, javaScriptEnabled: true },
      { url: `${site.baseURL}/contact-us/`, javaScriptEnabled: false },
    ];
    for (const { url, javaScriptEnabled } of pages) {
      const { page, consoleErrors } = await newPage({ javaScriptEnabled });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // With JavaScript, the integrations have decided (nothing to offer) and whatever the page
      // started has finished loading; without, the loaded page is all there is.
      const network = watchNetwork(page);
      const hydrated = javaScriptEnabled ? effectsRan(page) : undefined;
      await page.goto(url);
      await hydrated;
      await network.settled();
      // In the HTML, but not shown, so neither seen nor reachable with the keyboard.
      const marked = page.locator('button[data-requires="booking"]');
      expect(await marked.count()).toBeGreaterThan(0);
      for (const button of await marked.all()) expect(await button.isVisible()).toBe(false);
      expect(await page.getByRole('button', { name: /Book a call|Termin buchen/ }).count()).toBe(0);
      expect(
        requested.filter((request) => new URL(request).origin !== new URL(url).origin),
      ).toEqual([]);
      if (javaScriptEnabled) {
        expect(await page.evaluate(() => document.documentElement.dataset.booking)).toBeUndefined();
        expect(await page.evaluate(() => 'Calendly' in window)).toBe(false);
      }
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });
});
