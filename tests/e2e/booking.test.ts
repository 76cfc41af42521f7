import type { Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { axeViolations } from './setup/axe';
import { baseURL, newPage } from './setup/browser';
import { acceptAllInBanner, browseLikeAPerson } from './setup/consent-banner';
import { unexpectedLayoutShift } from './setup/layout-shift';
import { startServer, type RunningServer } from './setup/server';
import { startBookingService, type BookingService } from './setup/services/booking';
import deEarlyStage from '../../messages/de/earlyStageStartups.json';
import deShared from '../../messages/de/shared.json';
import enEarlyStage from '../../messages/en/earlyStageStartups.json';
import enShared from '../../messages/en/shared.json';
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

describe('booking widget', () => {
  let calendly: BookingService;
  let site: RunningServer;

  beforeAll(async () => {
    calendly = await startBookingService();
    site = await startServer(
      'booking',
      { BOOKING_URL: calendly.bookingUrl, BOOKING_SCRIPT_URL: calendly.scriptUrl },
      ['--reuse-build'],
    );
  });

  afterAll(async () => {
    await site?.stop();
    await calendly?.stop();
  });

  /** A visitor on the booking site, with every request to another origin recorded. */
  async function visit(
    path: string,
    options: { colorScheme?: 'light' | 'dark'; viewport?: { width: number; height: number } } = {},
  ) {
    const opened = await newPage({ baseURL: site.baseURL, viewport: desktop, ...options });
    await browseLikeAPerson(opened.page.context());
    const thirdParty: string[] = [];
    opened.page.on('request', (request) => {
      if (new URL(request.url()).origin !== site.baseURL) thirdParty.push(request.url());
    });
    expect((await opened.page.goto(path))?.status()).toBe(200);
    return { ...opened, thirdParty };
  }

  const scriptLoads = () =>
    calendly.requests.filter((request) => request.url.pathname === '/assets/external/widget.js')
      .length;

  const popupFrame = (page: Page) => page.locator('.calendly-overlay iframe');

  async function expectPopupWithBookingUrl(page: Page) {
    await popupFrame(page).waitFor();
    const src = new URL((await popupFrame(page).getAttribute('src')) ?? '');
    expect(`${src.origin}${src.pathname}`).toBe(calendly.bookingUrl);
  }

  async function closePopup(page: Page) {
    await page.locator('.calendly-popup-close').click();
    await popupFrame(page).waitFor({ state: 'detached' });
  }

  it.each(bookingPages)(
    '$path shows $buttons button(s) once configured, moves nothing, and loads nothing of the widget',
    async ({ path, buttons }) => {
      for (const [locale, viewport] of [
        ['en', desktop],
        ['de', phone],
      ] as const) {
        const before = calendly.requests.length;
        const { page, consoleErrors, thirdParty } = await visit(localizedPath(path, locale), {
          viewport,
        });
        const button = page.getByRole('button', { name: texts[locale].button, exact: true });
        await button.first().waitFor();
        expect(await button.count()).toBe(buttons);
        await page.waitForTimeout(500);
        expect(await unexpectedLayoutShift(page)).toBe(0);
        expect(calendly.requests.slice(before)).toEqual([]);
        expect(thirdParty).toEqual([]);
        expect(await page.evaluate(() => 'Calendly' in window)).toBe(false);
        expect(consoleErrors).toEqual([]);
        await page.context().close();
      }
    },
  );

  it('without consent, asks first; Cancel closes the notice and loads nothing', async () => {
    const t = texts.en;
    const before = calendly.requests.length;
    const { page, consoleErrors, thirdParty } = await visit('/contact-us/');
    const button = page.getByRole('button', { name: t.button, exact: true });
    await button.click();

    const notice = page.getByRole('dialog', { name: t.notice.title });
    await notice.waitFor();
    expect(await notice.getByText(t.notice.once).isVisible()).toBe(true);
    const privacy = notice.getByRole('link', { name: 'privacy policy' });
    expect(await privacy.getAttribute('href')).toBe('/privacy/');
    const newTab = notice.getByRole('link', { name: t.notice.newTab });
    expect(await newTab.getAttribute('href')).toBe(calendly.bookingUrl);
    expect(await newTab.getAttribute('target')).toBe('_blank');
    expect(await newTab.getAttribute('rel')).toBe('noopener noreferrer');

    await notice.getByRole('button', { name: t.notice.cancel }).click();
    await notice.waitFor({ state: 'detached' });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForTimeout(500);
    expect(calendly.requests.slice(before)).toEqual([]);
    expect(thirdParty).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('"Load Calendly and continue" loads the widget once, for this visit only', async () => {
    const t = texts.de;
    const before = scriptLoads();
    const { page, consoleErrors } = await visit(localizedPath('/contact-us', 'de'));
    const button = page.getByRole('button', { name: t.button, exact: true });
    await button.click();
    const notice = page.getByRole('dialog', { name: t.notice.title });
    await notice.getByRole('button', { name: t.notice.load }).click();
    await expectPopupWithBookingUrl(page);
    expect(scriptLoads()).toBe(before + 1);
    expect(await notice.count()).toBe(0);

    // Loaded now: the next click on this page opens it without asking and without loading.
    await closePopup(page);
    await button.click();
    await expectPopupWithBookingUrl(page);
    expect(await notice.count()).toBe(0);
    expect(scriptLoads()).toBe(before + 1);

    // The go-ahead was not stored as consent: on the next visit the notice asks again.
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'cc_cookie')).toBeUndefined();
    await page.reload();
    await button.click();
    await notice.waitFor();
    await notice.getByRole('button', { name: t.notice.cancel }).click();
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it('with marketing consent, opens the popup at once, and a second click loads nothing again', async () => {
    const t = texts.en;
    const before = scriptLoads();
    const { page, consoleErrors } = await visit(localizedPath('/early-stage-startups', 'en'));
    await acceptAllInBanner(page);
    expect(scriptLoads()).toBe(before);

    // The hero's "Book a free first call" links to the contact page, and opens the booking now.
    await page.getByRole('link', { name: earlyStage.en.cta }).click();
    await expectPopupWithBookingUrl(page);
    expect(await page.getByRole('dialog', { name: t.notice.title }).count()).toBe(0);
    expect(scriptLoads()).toBe(before + 1);

    expect(new URL(page.url()).pathname).toBe(localizedPath('/early-stage-startups', 'en'));

    await closePopup(page);
    await page.getByRole('button', { name: t.button, exact: true }).click();
    await expectPopupWithBookingUrl(page);
    expect(scriptLoads()).toBe(before + 1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  it("the startup hero's call to action asks first without consent, and is a plain link where booking is off", async () => {
    const t = texts.de;
    const path = localizedPath('/early-stage-startups', 'de');
    const { page, consoleErrors } = await visit(path);
    const cta = page.getByRole('link', { name: earlyStage.de.cta });
    expect(await cta.getAttribute('href')).toBe(localizedPath('/contact-us', 'de'));
    await page.getByRole('button', { name: t.button, exact: true }).waitFor();
    await cta.click();
    const notice = page.getByRole('dialog', { name: t.notice.title });
    await notice.waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    await page.keyboard.press('Escape');
    await notice.waitFor({ state: 'detached' });
    expect(await cta.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await page.context().close();

    // Without booking it is the link it always was.
    const plain = await newPage();
    await plain.page.goto(path);
    await plain.page.waitForTimeout(1000);
    await plain.page.getByRole('link', { name: earlyStage.de.cta }).click();
    await plain.page.waitForURL((url) => url.pathname === localizedPath('/contact-us', 'de'));
    expect(plain.consoleErrors).toEqual([]);
    await plain.page.context().close();
  });

  it('works with the keyboard, and the notice passes axe in light and dark mode', async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const t = texts.en;
      const { page } = await visit('/contact-us/', { colorScheme });
      const button = page.getByRole('button', { name: t.button, exact: true });
      await button.focus();
      await page.keyboard.press('Enter');
      const notice = page.getByRole('dialog', { name: t.notice.title });
      await notice.waitFor();

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
      await notice.waitFor({ state: 'detached' });
      expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.context().close();
    }
  });

  it('is absent where booking is not configured, and without JavaScript', async () => {
    const pages = [
      { url: `${baseURL()}/contact-us/`, javaScriptEnabled: true },
      { url: `${baseURL()}/de/preise/`, javaScriptEnabled: true },
      { url: `${site.baseURL}/contact-us/`, javaScriptEnabled: false },
    ];
    for (const { url, javaScriptEnabled } of pages) {
      const { page, consoleErrors } = await newPage({ javaScriptEnabled });
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(url);
      await page.waitForTimeout(1000);
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
