import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { baseURL, newPage } from './setup/browser';
import { artifactsDir } from './setup/server';

const isPrefetch = (headers: Record<string, string>) =>
  headers['next-router-prefetch'] === '1' || headers['rsc'] === '1';

describe('client-side navigation', () => {
  it('starts the next page at its top, at once', async () => {
    const { page } = await newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${baseURL()}/about/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  it('prefetches visible links on a normal connection', async () => {
    const { page } = await newPage();
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request.headers())) prefetches.push(request.url());
    });
    await page.goto('/');
    await page.waitForTimeout(1500);
    expect(prefetches.length).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each([
    ['saveData', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ])('does not prefetch on a %s connection', async (_, connection) => {
    const { page } = await newPage();
    await page.addInitScript((info) => {
      const fake = Object.assign(new EventTarget(), info);
      Object.defineProperty(Navigator.prototype, 'connection', { get: () => fake });
    }, connection);
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request.headers())) prefetches.push(request.url());
    });
    await page.goto('/');
    await page.waitForTimeout(1500);
    expect(prefetches).toEqual([]);
    // Navigation itself still works.
    await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${baseURL()}/pricing/`);
    await page.context().close();
  });

  it('opens and closes the mobile menu with the keyboard', async () => {
    const { page } = await newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.click();
    const menu = page.locator('#mobile-menu');
    expect(await menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', timeout: 5000 });
    await openButton.click();
    await menu.getByRole('link', { name: 'Case studies' }).click();
    await page.waitForURL(`${baseURL()}/case-studies/`);
    await menu.waitFor({ state: 'hidden', timeout: 5000 });
    await page.context().close();
  });
});

describe('screenshots', () => {
  it.each([
    ['en', 375, '/'],
    ['en', 1440, '/'],
    ['de', 375, '/de/'],
    ['de', 1440, '/de/'],
  ] as const)(
    'keeps the %s home page at %i px (no horizontal scroll)',
    async (locale, width, path) => {
      const { page } = await newPage({ viewport: { width, height: 900 } });
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      const dir = join(artifactsDir, 'screenshots');
      mkdirSync(dir, { recursive: true });
      await page.screenshot({ path: join(dir, `home-${locale}-${width}.png`), fullPage: true });
      await page.context().close();
    },
  );
});
