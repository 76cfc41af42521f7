import type { Page } from '@playwright/test';

import { settledAfter } from './setup/page-state';
import { serverLogLines, startServer, type RunningServer } from './setup/server';
import { CLIENT_KEY, startUnleash, toggle, type UnleashServer } from './setup/services/unleash';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

/** The server and the browser both refresh every 10 s (plus a 3 s timeout): changes show within 25 s. */
const FLAG_PROPAGATION_MS = 35_000;

async function get(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, location: response.headers.get('location') };
}

async function blogLinkVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const link = document.querySelector('footer [data-feature="show_blog"] a');
    return link instanceof HTMLElement && link.offsetParent !== null;
  });
}

const html = (page: Page) => page.locator('html');

async function flagsState(page: Page, state: string, timeout = FLAG_PROPAGATION_MS) {
  await expect(html(page)).toHaveAttribute('data-flags', state, { timeout });
}

async function showBlog(page: Page, value: 'true' | 'false', timeout = FLAG_PROPAGATION_MS) {
  await expect(html(page)).toHaveAttribute('data-show-blog', value, { timeout });
}

/** Requests the page made to any origin but the site's own. */
function foreignRequests(page: Page, origin: string): string[] {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) foreign.push(request.url());
  });
  return foreign;
}

const logLines = (server: RunningServer, pattern: RegExp) =>
  serverLogLines(server.logFile, pattern).length;

test.describe('feature flags from a flag service', () => {
  let unleash: UnleashServer;
  let site: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    unleash = await startUnleash([toggle('show_blog', true)]);
    site = await startServer(
      'flags',
      { UNLEASH_URL: unleash.url, UNLEASH_CLIENT_KEY: CLIENT_KEY, UNLEASH_APP_NAME: 'agency-site' },
      ['--reuse-build'],
    );
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
    await unleash?.stop();
  });

  test('starts healthy, shows the blog, and talks only to the site (the relay) in the browser', async ({
    newPage,
  }) => {
    const { page, consoleErrors } = await newPage({ baseURL: site.baseURL });
    const foreign = foreignRequests(page, site.baseURL);
    const relayed: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/flags/proxy')) relayed.push(request.method());
    });
    await page.goto('/about/');
    await flagsState(page, 'healthy');
    expect(await blogLinkVisible(page)).toBe(true);
    expect((await get(site.baseURL, '/blog/')).status).toBe(200);
    expect(relayed[0]).toBe('GET');
    expect(foreign).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });

  test('asks the relay once more after a 503, through the site’s fetch client', async ({
    newPage,
  }) => {
    const { page } = await newPage({ baseURL: site.baseURL });
    const isFlags = (url: URL) => url.pathname === '/api/flags/proxy/';
    let asked = 0;
    await page.route(isFlags, async (route) => {
      asked++;
      if (asked === 1) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.continue();
    });
    // Every state the flag client passes through, from the page's first script on.
    await page.addInitScript(() => {
      const states: string[] = [];
      (window as unknown as { flagStates: string[] }).flagStates = states;
      new MutationObserver(() => {
        const state = document.documentElement.dataset.flags;
        if (state && states.at(-1) !== state) states.push(state);
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-flags'] });
    });
    await page.goto('/about/');
    await flagsState(page, 'healthy');
    // Answered by the second request: the client never saw the failure, which without the
    // repeat would have put it in its error state until its next round 10 s later.
    expect(asked).toBe(2);
    expect(
      await page.evaluate(() => (window as unknown as { flagStates: string[] }).flagStates),
    ).not.toContain('error');
    await page.context().close();
  });

  test('asks the service with the client key and app name, and revalidates with its ETag', async () => {
    const flagRequests = unleash.flagRequests();
    expect(flagRequests[0]?.headers.authorization).toBe(CLIENT_KEY);
    expect(flagRequests[0]?.query).toMatchObject({ appName: 'agency-site' });
    // The server's copy is refreshed every 10 s, and a refresh revalidates it. A visitor meanwhile
    // gets the copy at hand.
    await get(site.baseURL, '/about/');
    await expect
      .poll(() => unleash.flagRequests().filter((request) => request.status === 304).length, {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    const revalidation = unleash.flagRequests().find((request) => request.status === 304);
    expect(revalidation?.headers['if-none-match']).toMatch(/^"/);
  });

  test('answers the browser with 304 when its ETag is current, and passes metrics on', async ({
    newPage,
  }) => {
    const { page } = await newPage({ baseURL: site.baseURL });
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (
        response.url().includes('/api/flags/proxy/?') ||
        response.url().endsWith('/api/flags/proxy/')
      ) {
        statuses.push(response.status());
      }
    });
    const metricsBefore = unleash.metrics.length;
    await page.goto('/');
    await flagsState(page, 'healthy');
    // The first metrics go out 2 s after the start; the second fetch comes after 10 s.
    await expect
      .poll(() => unleash.metrics.length, { timeout: 15_000 })
      .toBeGreaterThan(metricsBefore);
    expect(unleash.metrics.at(-1)?.appName).toBe('agency-site');
    expect(unleash.metrics.at(-1)?.bucket.toggles.show_blog?.yes).toBeGreaterThan(0);
    await expect.poll(() => statuses, { timeout: 15_000 }).toContain(304);
    expect(statuses[0]).toBe(200);
    await page.context().close();
  });

  test('switches the blog off: redirect and links agree', async ({ newPage }) => {
    test.setTimeout(120_000);
    const { page } = await newPage({ baseURL: site.baseURL });
    await page.goto('/about/');
    await flagsState(page, 'healthy');
    unleash.setToggles([toggle('show_blog', false)]);
    await showBlog(page, 'false');
    expect(await blogLinkVisible(page)).toBe(false);
    expect(await get(site.baseURL, '/blog/')).toEqual({ status: 307, location: '/' });
    expect(await get(site.baseURL, '/de/blog/')).toEqual({ status: 307, location: '/de/' });

    unleash.setToggles([toggle('show_blog', true)]);
    await showBlog(page, 'true');
    expect(await blogLinkVisible(page)).toBe(true);
    expect((await get(site.baseURL, '/blog/')).status).toBe(200);
    await page.context().close();
  });

  test('falls back to the defaults through an outage, logs it once, and recovers', async ({
    newPage,
  }) => {
    test.setTimeout(150_000);
    unleash.setToggles([toggle('show_blog', false)]);
    const { page } = await newPage({ baseURL: site.baseURL });
    await page.goto('/about/');
    await showBlog(page, 'false');
    const outagesBefore = logLines(site, /could not obtain flags/);

    // 500s first: the browser's client goes into its error state, the default (on) applies.
    unleash.setMode('error');
    await flagsState(page, 'error');
    expect(await page.evaluate(() => document.documentElement.dataset.showBlog)).toBe('true');
    expect((await get(site.baseURL, '/blog/')).status).toBe(200);

    // Then no answer at all: the 3 s timeout keeps it in the error state. The server refreshes
    // every 10 s, one request at a time: its second request to the silent service shows that
    // the first one timed out. Pages stay quick meanwhile.
    unleash.setMode('silent');
    const silentFrom = unleash.flagRequests().length;
    await expect
      .poll(() => unleash.flagRequests().length - silentFrom, {
        message: 'two refreshes of the server against the silent service',
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(2);
    const started = performance.now();
    expect((await get(site.baseURL, '/blog/')).status).toBe(200);
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await page.evaluate(() => document.documentElement.dataset.flags)).toBe('error');
    expect(logLines(site, /could not obtain flags/) - outagesBefore).toBe(1);

    // Back again: healthy, and the service's value (off) applies once more.
    unleash.setMode('ok');
    await flagsState(page, 'healthy');
    await showBlog(page, 'false');
    expect((await get(site.baseURL, '/blog/')).status).toBe(307);
    expect(logLines(site, /flag service answers again/)).toBeGreaterThan(0);
    unleash.setToggles([toggle('show_blog', true)]);
    await page.context().close();
  });
});

test.describe('feature flags in POST mode', () => {
  test('sends the context as a JSON body, from the server and from the browser', async ({
    newPage,
  }) => {
    test.setTimeout(HOOK_TIMEOUT);
    const unleash = await startUnleash([toggle('show_blog', true)]);
    const site = await startServer(
      'flags-post',
      { UNLEASH_URL: unleash.url, UNLEASH_CLIENT_KEY: CLIENT_KEY, UNLEASH_POST_REQUESTS: 'true' },
      ['--reuse-build'],
    );
    try {
      const { page } = await newPage({ baseURL: site.baseURL });
      const methods: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/flags/proxy/')) methods.push(request.method());
      });
      await page.goto('/');
      await flagsState(page, 'healthy');
      expect(methods[0]).toBe('POST');
      const upstream = unleash.flagRequests()[0];
      expect(upstream?.method).toBe('POST');
      expect(JSON.parse(upstream?.body ?? '{}')).toMatchObject({
        context: { appName: 'agency-website' },
      });
      await page.context().close();
    } finally {
      await site.stop();
      await unleash.stop();
    }
  });
});

test.describe('feature flags without a flag service', () => {
  test('takes them from the settings and requests nothing', async ({ newPage }) => {
    test.setTimeout(HOOK_TIMEOUT);
    const site = await startServer('flags-off', { SHOW_BLOG: 'false' }, ['--reuse-build']);
    try {
      const { page, consoleErrors } = await newPage({ baseURL: site.baseURL });
      const flagRequests: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/flags/')) flagRequests.push(request.url());
      });
      // The integrations have taken the settings' defaults (no flag client to start), and
      // whatever they started has finished loading.
      await settledAfter(page, () => page.goto('/about/'));
      await showBlog(page, 'false', 10_000);
      expect(await blogLinkVisible(page)).toBe(false);
      expect(await get(site.baseURL, '/blog/')).toEqual({ status: 307, location: '/' });
      expect((await get(site.baseURL, '/api/flags/proxy/')).status).toBe(404);
      expect(flagRequests).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    } finally {
      await site.stop();
    }
  });
});
