import { baseURL } from './setup/env';
import { effectsRan } from './setup/page-state';
import { expect, test } from './setup/test';
import { MIN_HINTED_BYTES } from '../../scripts/lib/compile-hints.mjs';
import { scriptSourcesOf } from '../../scripts/lib/scripts-after-paint.mjs';

/**
 * A prerendered page paints its first screen before it requests the framework's scripts
 * (`scripts/lib/scripts-after-paint.mjs`), and then hydrates as before.
 */
test.describe('the first screen before the scripts', () => {
  // Lighthouse's phone, where the first screen's images arrive after the first paint.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  test('the HTML requests no script of its own; one inline loader lists them', async () => {
    for (const path of ['/', '/de/uberuns/', '/blog/postgres-is-enough/']) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const tags = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map(([tag]) => tag);
      expect(
        tags.filter((tag) => !/\bnoModule\b/.test(tag)),
        path,
      ).toEqual([]);
      expect(html, path).not.toMatch(/<link\b[^>]*\bas="script"/);
      expect(html.match(/<script id="scripts-after-paint">/g), path).toHaveLength(1);
      expect(scriptSourcesOf(html).length, path).toBeGreaterThan(5);
    }
  });

  test('the large scripts of the first load ask V8 to compile them while they download', async () => {
    // V8's explicit compile hint (scripts/lib/compile-hints.mjs) only counts at a file's start.
    const html = await (await fetch(`${baseURL()}/about/`)).text();
    let hintedBytes = 0;
    let allBytes = 0;
    for (const src of scriptSourcesOf(html)) {
      const script = await (await fetch(new URL(src, baseURL()))).text();
      const bytes = Buffer.byteLength(script);
      const hinted = script.startsWith('//# allFunctionsCalledOnLoad\n');
      expect(hinted, src).toBe(bytes >= MIN_HINTED_BYTES);
      allBytes += bytes;
      if (hinted) hintedBytes += bytes;
    }
    // React DOM and Next's router and client, which are most of what the page loads.
    expect(hintedBytes / allBytes).toBeGreaterThan(0.75);
  });

  for (const { path, image } of [
    { path: '/', image: false },
    { path: '/de/uberuns/', image: false },
    // Its first screen shows the portrait, which the scripts wait for as well.
    { path: '/team/nadia-keller/', image: true },
  ]) {
    test(`${path} paints${image ? ' its first screen, image and all,' : ''} before requesting its scripts, then hydrates`, async ({
      page,
      consoleErrors,
    }) => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const sources = scriptSourcesOf(html).map((src) => new URL(src, baseURL()).href);
      const hydrated = effectsRan(page);
      await page.goto(path);
      // The integrations' loader, part of those scripts, asks for its settings once hydrated.
      await hydrated;

      const timing = await page.evaluate((scripts) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const inFirstScreen = [...document.images].filter((image) => {
          const box = image.getBoundingClientRect();
          return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
        });
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          scriptStarts: resources
            .filter((entry) => scripts.includes(entry.name))
            .map((entry) => entry.startTime),
          imageEnds: inFirstScreen.map(
            (image) => resources.find((entry) => entry.name === image.currentSrc)?.responseEnd,
          ),
        };
      }, sources);

      expect(timing.scriptStarts).toHaveLength(sources.length);
      expect(timing.firstPaint).toBeGreaterThan(0);
      const firstRequest = Math.min(...timing.scriptStarts);
      expect(firstRequest).toBeGreaterThanOrEqual(timing.firstPaint!);
      expect(timing.imageEnds.length > 0).toBe(image);
      for (const end of timing.imageEnds) expect(firstRequest).toBeGreaterThanOrEqual(end!);
      expect(consoleErrors).toEqual([]);
    });
  }
});

/**
 * A prerendered page carries its inlined stylesheet once (`shell.test.ts`): the copy Next writes
 * into the payload is emptied after the build (`scripts/lib/stylesheet-copy.mjs`), and React
 * takes the style element it finds in the head.
 */
test.describe('the stylesheet once', () => {
  test('the page keeps its style through hydration and client-side navigations', async ({
    page,
    consoleErrors,
  }) => {
    const hydrated = effectsRan(page);
    await page.goto('/about/');
    await hydrated;
    const styleSheets = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('style[data-href]')].map((style) => [
          style.getAttribute('data-href'),
          style.textContent?.length,
        ]),
      );
    const before = await styleSheets();
    expect(before).toHaveLength(1);
    expect(before[0]?.[1]).toBeGreaterThan(10_000);

    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    await page.locator('header a[href="/pricing/"]').first().click();
    await page.waitForURL('**/pricing/');
    await page.goBack();
    await page.waitForURL('**/about/');
    expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    expect(await styleSheets()).toEqual(before);
    // The stylesheet's own rules still apply: the page's background is not the browser's white.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(
      'rgba(0, 0, 0, 0)',
    );
    expect(consoleErrors).toEqual([]);
  });
});
