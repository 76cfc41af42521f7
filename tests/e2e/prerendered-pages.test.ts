import { baseURL } from './setup/env';
import { effectsRan } from './setup/page-state';
import { expect, test } from './setup/test';
import { MIN_HINTED_BYTES } from '../../scripts/lib/after-build/compile-hints.mjs';
import { scriptSourcesOf } from '../../scripts/lib/after-build/page-scripts.mjs';

/**
 * A prerendered page loads the framework's scripts as Next writes them, `async` from the head
 * (docs/performance-log.md, "Scripts in the head"), and the large ones carry V8's compile hint.
 */
test.describe('the scripts', () => {
  test('are requested from the head, as Next writes them', async () => {
    for (const path of ['/', '/de/uberuns/', '/blog/postgres-is-enough/']) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const sources = scriptSourcesOf(html);
      expect(sources.length, path).toBeGreaterThan(5);
      // Each as an async tag, or preloaded there when Next writes its tag at the end (the
      // bootstrap script).
      for (const src of sources) {
        const requested = [
          `<script src="${src}" async="">`,
          `as="script" fetchPriority="low" href="${src}"`,
        ];
        expect(
          requested.some((tag) => head.includes(tag)),
          `${path}: ${src}`,
        ).toBe(true);
      }
    }
  });

  test('the large scripts of the first load ask V8 to compile them while they download', async () => {
    // V8's explicit compile hint (scripts/lib/after-build/compile-hints.mjs) only counts at a file's start.
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
});

/**
 * A prerendered page carries its inlined stylesheet once (`shell.test.ts`): the copy Next writes
 * into the payload is emptied after the build (`scripts/lib/after-build/stylesheet-copy.mjs`), and React
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
