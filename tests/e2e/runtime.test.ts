import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { chunkReloadGuardMs, chunkReloadKey } from '@/lib/runtime/chunk-reload';
import { deploymentPollMs } from '@/lib/runtime/deployment-poll';

import { baseURL, newPage } from './setup/browser';

/** Counts the full page loads after this call (client-side navigations fire no `load`). */
function countLoads(page: Page): { count: () => number } {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  return { count: () => loads };
}

/** Waits until React has hydrated the page, so that its effects (the listeners) are in place. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
  );
  // Effects run just after hydration commits.
  await page.waitForTimeout(300);
}

async function reloadEntry(page: Page): Promise<{ path: string; expires: number } | null> {
  const stored = await page.evaluate((key) => sessionStorage.getItem(key), chunkReloadKey);
  return stored ? (JSON.parse(stored) as { path: string; expires: number }) : null;
}

/**
 * Lets the chunks the page loads now through and, once `armed` is called, makes every other
 * chunk request fail: chunks of a deployment that is gone.
 */
async function failNewChunks(page: Page): Promise<{ arm: () => void; failed: string[] }> {
  const loaded = new Set<string>();
  const failed: string[] = [];
  let armed = false;
  await page.route('**/_next/static/chunks/**', (route) => {
    const { pathname } = new URL(route.request().url());
    if (!armed) loaded.add(pathname);
    if (!armed || loaded.has(pathname)) return route.continue();
    failed.push(pathname);
    return route.abort();
  });
  return {
    arm: () => {
      armed = true;
    },
    failed,
  };
}

// A string, so that the test runner leaves this `import()` alone and the browser runs it.
const failingImport = "void import('/_next/static/chunks/does-not-exist.js')";

describe('chunk-reload guard', () => {
  it('reloads once when a dynamic import fails, and not again within 10 s', async () => {
    const { page } = await newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/about/');
    await hydrated(page);
    const loads = countLoads(page);

    const before = Date.now();
    const reloaded = page.waitForEvent('load');
    await page.evaluate(failingImport);
    await reloaded;
    expect(loads.count()).toBe(1);
    const entry = await reloadEntry(page);
    expect(entry?.path).toBe('/about/');
    expect(entry?.expires).toBeGreaterThanOrEqual(before + chunkReloadGuardMs);
    expect(entry?.expires).toBeLessThanOrEqual(Date.now() + chunkReloadGuardMs);

    await page.evaluate(failingImport);
    await page.waitForTimeout(1500);
    expect(loads.count()).toBe(1);
    expect(warnings.some((text) => /not reloading again/.test(text))).toBe(true);
    await page.context().close();
  });

  it('reloads once when a navigation needs a chunk that is gone, and not in a loop', async () => {
    const { page } = await newPage();
    const chunks = await failNewChunks(page);
    await page.goto('/');
    // Before hydration, when the prefetching of visible links starts.
    chunks.arm();
    await hydrated(page);
    const loads = countLoads(page);

    // Visible links prefetch their pages' chunks, which fail here: no reload for that alone.
    await page.waitForTimeout(2000);
    expect(chunks.failed.length).toBeGreaterThan(0);
    expect(loads.count()).toBe(0);
    expect(await reloadEntry(page)).toBeNull();

    const reloaded = page.waitForEvent('load');
    await page.locator('a[href="/contact-us/"]').first().click();
    await reloaded;
    expect(page.url()).toBe(`${baseURL()}/contact-us/`);
    expect((await reloadEntry(page))?.path).toBe('/contact-us/');

    // The reloaded page still cannot get the chunk (it is gone for good): it stays put.
    await page.waitForTimeout(2500);
    expect(loads.count()).toBe(1);
    await page.context().close();
  });
});

describe('deployment id', () => {
  it('serves /build-id.json with the id that pages and navigations carry', async () => {
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

  it('checks hourly and, once a new deployment is out, loads the next page in full', async () => {
    const builtId = (
      (await (await fetch(`${baseURL()}/build-id.json`)).json()) as {
        deploymentId: string;
      }
    ).deploymentId;
    const { page, consoleErrors } = await newPage();
    await page.clock.install();
    let servedId = builtId;
    const isCheck = (url: URL | string) => new URL(url).pathname === '/build-id.json';
    const checks: string[] = [];
    await page.route(isCheck, (route) => {
      checks.push(route.request().url());
      return route.fulfill({ json: { deploymentId: servedId } });
    });
    await page.goto('/');
    const loads = countLoads(page);
    // The hour counts from hydration, when the poll starts; the page clock runs on meanwhile.
    await hydrated(page);

    await page.clock.fastForward(deploymentPollMs - 5_000);
    await page.waitForTimeout(300);
    expect(checks).toHaveLength(0);
    const firstCheck = page.waitForRequest((request) => isCheck(request.url()));
    await page.clock.fastForward(5_000);
    expect((await firstCheck).url()).toMatch(/\/build-id\.json\?t=\d+$/);

    // The same deployment: links keep navigating within the app.
    await page.locator('footer').getByRole('link', { name: 'About' }).click();
    await page.waitForURL(`${baseURL()}/about/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(loads.count()).toBe(0);

    servedId = 'a-newer-deployment';
    const secondCheck = page.waitForRequest((request) => isCheck(request.url()));
    await page.clock.fastForward(deploymentPollMs);
    await secondCheck;
    // Let the page read the answer before the click.
    await page.waitForTimeout(200);

    const fullLoad = page.waitForEvent('load');
    await page.locator('header').getByRole('link', { name: 'Pricing' }).click();
    await fullLoad;
    expect(page.url()).toBe(`${baseURL()}/pricing/`);
    expect(loads.count()).toBe(1);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
