import type { Page } from '@playwright/test';

import { chunkReloadGuardMs, chunkReloadKey } from '@/lib/deployments/chunk-reload';
import { deploymentPollMs } from '@/lib/deployments/deployment-poll';

import { baseURL } from './setup/env';
import { effectsRan, watchNetwork } from './setup/page-state';
import { expect, test } from './setup/test';
import { scriptSourcesOf } from '../../scripts/lib/after-build/page-scripts.mjs';

/** Counts the full page loads after this call (client-side navigations fire no `load`). */
function countLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return { count: () => loads };
}

async function reloadEntry(page: Page): Promise<{ path: string; expires: number } | null> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), chunkReloadKey);
  return stored ? (JSON.parse(stored) as { path: string; expires: number }) : null;
}

/**
 * Lets the scripts that the page at `path` lists in its HTML through and makes every other
 * chunk request fail: chunks of a deployment that is gone.
 */
async function failChunksBeyond(page: Page, path: string): Promise<{ failed: string[] }> {
  const html = await (await fetch(`${baseURL()}${path}`)).text();
  const own = new Set(scriptSourcesOf(html).map((src) => new URL(src, baseURL()).pathname));
  const failed: string[] = [];
  await page.route('**/_next/static/chunks/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (own.has(pathname)) return route.continue();
    failed.push(pathname);
    return route.abort();
  });
  return { failed };
}

// A string, so that the test runner leaves this `import()` alone and the browser runs it.
const failingImport = "void import('/_next/static/chunks/does-not-exist.js')";

test.describe('chunk-reload guard', () => {
  test('reloads once when a dynamic import fails, and not again within 10 s', async ({ page }) => {
    let hydrated = effectsRan(page);
    await page.goto('/about/');
    // The listeners are in place once the layout's effects have run.
    await hydrated;
    const loads = countLoads(page);

    const before = Date.now();
    const reloaded = page.waitForEvent('load');
    hydrated = effectsRan(page);
    await page.evaluate(failingImport);
    await reloaded;
    await hydrated;
    expect(loads.count()).toBe(1);
    const entry = await reloadEntry(page);
    expect(entry?.path).toBe('/about/');
    expect(entry?.expires).toBeGreaterThanOrEqual(before + chunkReloadGuardMs);
    expect(entry?.expires).toBeLessThanOrEqual(Date.now() + chunkReloadGuardMs);

    // The guard refuses instead of reloading, and says so.
    const refused = page.waitForEvent(
      'console',
      (message) => message.type() === 'warning' && /not reloading again/.test(message.text()),
    );
    await page.evaluate(failingImport);
    await refused;
    expect(loads.count()).toBe(1);
  });

  test('reloads once when a navigation needs a chunk that is gone, and not in a loop', async ({
    page,
  }) => {
    const chunks = await failChunksBeyond(page, '/');
    const network = watchNetwork(page);
    const hydrated = effectsRan(page);
    await page.goto('/');
    await hydrated;
    const loads = countLoads(page);

    // Visible links prefetch their pages' chunks, which fail here: no reload for that alone.
    await expect.poll(() => chunks.failed.length).toBeGreaterThan(0);
    await network.settled();
    expect(loads.count()).toBe(0);
    expect(await reloadEntry(page)).toBeNull();

    const reloaded = page.waitForEvent('load');
    await page.locator('a[href="/contact-us/"]').first().click();
    await reloaded;
    await expect(page).toHaveURL(`${baseURL()}/contact-us/`);
    expect((await reloadEntry(page))?.path).toBe('/contact-us/');

    // The reloaded page still cannot get the chunk (it is gone for good), so it never hydrates:
    // it stays put. Its load event came after its scripts had loaded or failed; once the
    // network is quiet as well, no second reload has started.
    await network.settled();
    expect(loads.count()).toBe(1);
  });
});

test.describe('deployment id', () => {
  test('serves /build-id.json with the id that pages and navigations carry', async () => {
    const response = await fetch(`${baseURL()}/build-id.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const { deploymentId } = (await response.json()) as { deploymentId: unknown };
    expect(deploymentId).toMatch(/^[\w.-]+$/);
    const id = deploymentId as string;

    for (const path of ['/', '/de/uberuns/']) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      expect(html).toContain(`data-dpl-id="${id}"`);
      expect(html).toContain(`.js?dpl=${id}"`);
    }
    const navigation = await fetch(`${baseURL()}/about/`, { headers: { rsc: '1' } });
    expect(navigation.headers.get('x-nextjs-deployment-id')).toBe(id);
  });

  test('checks hourly and, once a new deployment is out, loads the next page in full', async ({
    page,
    consoleErrors,
  }) => {
    const builtId = (
      (await (await fetch(`${baseURL()}/build-id.json`)).json()) as {
        deploymentId: string;
      }
    ).deploymentId;
    await page.clock.install();
    // Marks when the page starts sending the next click on a link to a full load: it listens
    // for clicks on the window, in the capture phase.
    await page.addInitScript(() => {
      const addEventListener = window.addEventListener.bind(window);
      window.addEventListener = ((type: string, listener: EventListener, options?: unknown) => {
        if (type === 'click' && options === true)
          document.documentElement.dataset.fullLoad = 'armed';
        addEventListener(type, listener, options as boolean);
      }) as typeof window.addEventListener;
    });
    let servedId = builtId;
    const isCheck = (url: URL | string) => new URL(url).pathname === '/build-id.json';
    // Each check carries the page clock's time (`?t=`).
    const checkTimes: number[] = [];
    page.on('request', (request) => {
      if (isCheck(request.url())) {
        checkTimes.push(Number(new URL(request.url()).searchParams.get('t')));
      }
    });
    await page.route(isCheck, (route) => route.fulfill({ json: { deploymentId: servedId } }));
    const hydrated = effectsRan(page);
    await page.goto('/');
    const loads = countLoads(page);
    // The hour counts from hydration, when the poll starts; the page clock runs on meanwhile.
    await hydrated;
    const pollStarted = await page.evaluate(() => Date.now());

    await page.clock.fastForward(deploymentPollMs - 5_000);
    const firstCheck = page.waitForRequest((request) => isCheck(request.url()));
    await page.clock.fastForward(5_000);
    expect((await firstCheck).url()).toMatch(/\/build-id\.json\?t=\d+$/);
    // None before the hour: the first check the page made came after the clock passed the
    // point 5 s short of it.
    expect(checkTimes).toHaveLength(1);
    expect(checkTimes[0]).toBeGreaterThanOrEqual(pollStarted + deploymentPollMs - 5_000);

    // The same deployment: links keep navigating within the app.
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(`${baseURL()}/about/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads.count()).toBe(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-full-load', 'armed');

    servedId = 'a-newer-deployment';
    const secondCheck = page.waitForRequest((request) => isCheck(request.url()));
    await page.clock.fastForward(deploymentPollMs);
    await secondCheck;
    // The page has read the answer and sends the next click to a full load.
    await expect(page.locator('html')).toHaveAttribute('data-full-load', 'armed');

    const fullLoad = page.waitForEvent('load');
    await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
    await fullLoad;
    await expect(page).toHaveURL(`${baseURL()}/pricing/`);
    expect(loads.count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });
});
