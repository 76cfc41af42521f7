import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import { baseURL } from './setup/env';
import { effectsRan, emulateConnection, settledAfter } from './setup/page-state';
import { artifactsDir } from './setup/server';
import { expect, test } from './setup/test';

/** What the page notes about its links at hydration (see the test that hydrates the links). */
type HydrationProbe = {
  propsOf: (element: Element) => unknown;
  linksAtHydration: Map<Element, unknown>;
};

const isPrefetch = (headers: Record<string, string>) =>
  headers['next-router-prefetch'] === '1' || headers['rsc'] === '1';

test.describe('client-side navigation', () => {
  test('starts the next page at its top, at once', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${baseURL()}/about/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.context().close();
  });

  test('prefetches visible links on a normal connection', async ({ page }) => {
    const prefetches: string[] = [];
    page.on('request', (request) => {
      if (isPrefetch(request.headers())) prefetches.push(request.url());
    });
    await page.goto('/');
    await expect.poll(() => prefetches.length).toBeGreaterThan(0);
  });

  for (const [name, connection] of [
    ['saveData', { saveData: true, effectiveType: '4g' }],
    ['2g', { saveData: false, effectiveType: '2g' }],
    ['slow-2g', { saveData: false, effectiveType: 'slow-2g' }],
  ] as const) {
    test(`does not prefetch on a ${name} connection`, async ({ page }) => {
      await emulateConnection(page, connection);
      const prefetches: string[] = [];
      page.on('request', (request) => {
        if (isPrefetch(request.headers())) prefetches.push(request.url());
      });
      // Hydrated, and every visible link had its chance to prefetch before the network went
      // quiet (on a normal connection the first prefetches leave right after hydration).
      await settledAfter(page, () => page.goto('/'));
      expect(prefetches).toEqual([]);
      // Navigation itself still works.
      await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
      await expect(page).toHaveURL(`${baseURL()}/pricing/`);
    });
  }

  test('hydrates the links without rendering them again', async ({ page }) => {
    // React DOM reports every commit to the DevTools hook, in production builds as well, and
    // keeps each element's current props on the element; a render that reaches an element again
    // gives it a new props object. The first commit is the hydration.
    await page.addInitScript(() => {
      const probe = window as unknown as HydrationProbe & {
        __REACT_DEVTOOLS_GLOBAL_HOOK__: object;
      };
      probe.propsOf = (element) =>
        Object.entries(element).find(([key]) => key.startsWith('__reactProps$'))?.[1];
      probe.linksAtHydration = new Map();
      probe.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: () => 1,
        onCommitFiberRoot: () => {
          if (probe.linksAtHydration.size > 0) return;
          for (const link of document.querySelectorAll('a')) {
            const props = probe.propsOf(link);
            if (props) probe.linksAtHydration.set(link, props);
          }
        },
        onCommitFiberUnmount: () => {},
      };
    });
    await settledAfter(page, () => page.goto('/de/'));
    const links = await page.evaluate(() => {
      const { linksAtHydration, propsOf } = window as unknown as HydrationProbe;
      return {
        hydrated: linksAtHydration.size,
        renderedAgain: [...linksAtHydration]
          .filter(([link, props]) => propsOf(link) !== props)
          .map(([link]) => link.getAttribute('href')),
      };
    });
    expect(links.hydrated).toBeGreaterThan(30);
    expect(links.renderedAgain).toEqual([]);
  });

  test('keeps the mobile menu open that was opened before the scripts arrived', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 375, height: 740 } });
    // The page's scripts wait until the menu has been opened.
    let releaseScripts = () => {};
    const menuOpened = new Promise<void>((resolve) => (releaseScripts = resolve));
    await page.route('**/_next/static/chunks/**', async (route) => {
      await menuOpened;
      await route.continue();
    });
    const hydrated = effectsRan(page);
    // Not until `load`: scripts added before it (once the first screen has painted) hold it.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    releaseScripts();
    await hydrated;
    await expect(menu).toBeVisible();
    // A navigation from the menu still closes it.
    await menu.getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(`${baseURL()}/pricing/`);
    await expect(menu).toBeHidden();
    await page.context().close();
  });

  test('opens and closes the mobile menu with the keyboard', async ({ newPage }) => {
    const { page } = await newPage({ viewport: { width: 375, height: 740 } });
    await page.goto('/');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    await openButton.click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden({ timeout: 5000 });
    await openButton.click();
    await menu.getByRole('link', { name: 'Case studies' }).click();
    await expect(page).toHaveURL(`${baseURL()}/case-studies/`);
    await expect(menu).toBeHidden({ timeout: 5000 });
    await page.context().close();
  });

  test('keeps an open mobile menu in view when the window widens, and the page usable once it closes', async ({
    newPage,
  }) => {
    const { page } = await newPage({ viewport: { width: 800, height: 740 } });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu).toBeVisible();
    // A tablet turned on its side, or a visitor zooming back out.
    await page.setViewportSize({ width: 1280, height: 740 });
    await expect(menu).toBeVisible();
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(`${baseURL()}/pricing/`);
  });

  test('marks the section the visitor is in, in the prerendered page and after a navigation', async ({
    page,
  }) => {
    // Before any script: a page inside a section, under its German slug.
    const html = await (await fetch(`${baseURL()}/de/dienstleistungen/web-applications/`)).text();
    const marked = [...html.matchAll(/<a\b[^>]*\baria-current="([^"]+)"[^>]*>([^<]*)</g)].map(
      ([, current, text]) => `${text}: ${current}`,
    );
    // The header's navigation and the mobile menu's; the breadcrumbs mark their page with a span.
    expect(marked).toEqual(['Dienstleistungen: true', 'Dienstleistungen: true']);

    await settledAfter(page, () => page.goto('/de/dienstleistungen/web-applications/'));
    const navigation = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(navigation.getByRole('link', { name: 'Dienstleistungen' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await navigation.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(`${baseURL()}/de/blog/`);
    await expect(navigation.getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(navigation.locator('a[aria-current]')).toHaveCount(1);
  });
});

test.describe('screenshots', () => {
  for (const [locale, width, path] of [
    ['en', 375, '/'],
    ['en', 1440, '/'],
    ['de', 375, '/de/'],
    ['de', 1440, '/de/'],
  ] as const) {
    test(`keeps the ${locale} home page at ${width} px (no horizontal scroll)`, async ({
      newPage,
    }) => {
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
    });
  }
});
