import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

import type { Browser, BrowserContext, Page, Request } from '@playwright/test';

import { newPersonContext } from './setup/consent-banner';
import { baseURL } from './setup/env';
import { effectsRan, settledAfter, watchNetwork } from './setup/page-state';
import { eventually } from './setup/poll';
import { startServer, type RunningServer } from './setup/server';
import { startTagManager } from './setup/services/gtm';
import { startPlausible } from './setup/services/plausible';
import { startPostHog } from './setup/services/posthog';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import shared from '../../messages/en/shared.json' with { type: 'json' };
import { scriptSourcesOf } from '../../scripts/lib/after-build/page-scripts.mjs';

const posthogKey = 'phc_analytics_test';
const gtmId = 'GTM-TEST123';
const statisticsDomain = 'agency.example';
/** A page several screens long. */
const longPage = '/blog/swiss-data-protection-for-developers/';

const consent = shared.consent;
const daySeconds = 24 * 60 * 60;
const KiB = 1024;

type Visit = {
  context: BrowserContext;
  page: Page;
  /** Every request the browser made, in order. */
  requests: Request[];
  consoleErrors: string[];
  /** The arguments of every `console.debug` call. */
  debugLogs: unknown[][];
};

/**
 * A browser that looks like a person's: the consent banner hides from automated browsers
 * (`hideFromBots`), and PostHog drops the events of a "HeadlessChrome" user agent.
 */
async function visit(browser: Browser, site: string): Promise<Visit> {
  const context = await newPersonContext(browser, { baseURL: site });
  const page = await context.newPage();
  const visit: Visit = { context, page, requests: [], consoleErrors: [], debugLogs: [] };
  context.on('request', (request) => visit.requests.push(request));
  page.on('console', (message) => {
    if (message.type() === 'error') visit.consoleErrors.push(message.text());
    if (message.type() === 'debug') {
      void Promise.all(message.args().map((arg) => arg.jsonValue() as Promise<unknown>)).then(
        (args) => visit.debugLogs.push(args),
        () => {},
      );
    }
  });
  page.on('pageerror', (error) => visit.consoleErrors.push(error.message));
  return visit;
}

/** What is added to `list` from now on. */
function newItems<T>(list: T[]): () => T[] {
  const start = list.length;
  return () => list.slice(start);
}

const originsOf = (requests: Request[]) =>
  [...new Set(requests.map((request) => new URL(request.url()).origin))].sort();

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__reactFiber')),
  );
}

/**
 * Scrolls the page by `pixels` and resolves once the page has handled the scroll: after the
 * 'scroll' event, in the next animation frame, when the scroll-depth tracking measures (it
 * listens first, so its frame callback runs before this one). Returns false, without scrolling,
 * when the page is at its bottom already.
 */
function scrollBy(page: Page, pixels: number | 'screen'): Promise<boolean> {
  return page.evaluate(async (by) => {
    const step = by === 'screen' ? window.innerHeight * 0.8 : by;
    const room = document.documentElement.scrollHeight - window.innerHeight - window.scrollY;
    if (room < 1) return false;
    await new Promise<void>((resolve) => {
      addEventListener('scroll', () => requestAnimationFrame(() => resolve()), { once: true });
      window.scrollBy(0, step);
    });
    return true;
  }, pixels);
}

/**
 * Resolves once the scroll-depth tracking listens, which it does once its code has loaded after
 * consent: a scroll before that is not its to measure. Found through Chromium's record of the
 * window's listeners, by the script that holds the event's name.
 */
async function scrollDepthTracking(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Debugger.enable');
  const { result: windowObject } = await session.send('Runtime.evaluate', { expression: 'window' });
  const tracking = async () => {
    const { listeners } = await session.send('DOMDebugger.getEventListeners', {
      objectId: windowObject.objectId!,
    });
    for (const { type, scriptId } of listeners) {
      if (type !== 'scroll') continue;
      const { scriptSource } = await session.send('Debugger.getScriptSource', { scriptId });
      if (scriptSource.includes('scroll_depth')) return true;
    }
    return false;
  };
  await expect.poll(tracking, { message: 'the scroll-depth tracking listens' }).toBe(true);
  await session.detach();
}

/** Scrolls to the bottom of the page the way a visitor would, in steps. */
async function scrollToBottom(page: Page): Promise<number> {
  for (let step = 0; step < 30; step += 1) {
    if (!(await scrollBy(page, 'screen'))) break;
  }
  return page.evaluate(() => Math.round(window.scrollY));
}

/**
 * Follows the requests the page makes to `origin`, so that a test can wait until those under
 * way have arrived.
 */
function trackRequests(page: Page, origin: string) {
  const underWay = new Set<Request>();
  const ours = (request: Request) => new URL(request.url()).origin === origin;
  page.on('request', (request) => {
    if (ours(request)) underWay.add(request);
  });
  const done = (request: Request) => underWay.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    arrived: () =>
      expect.poll(() => underWay.size, { message: `requests to ${origin} under way` }).toBe(0),
  };
}

/** Client-side navigation through a link in the page header. */
async function navigateWithRouter(page: Page, path: string): Promise<void> {
  let loads = 0;
  const countLoad = () => (loads += 1);
  page.on('load', countLoad);
  await page.locator(`header a[href="${path}"]`).first().click();
  await page.waitForURL(`**${path}`);
  page.off('load', countLoad);
  expect(loads, 'a router navigation, not a page load').toBe(0);
}

/** Saves exactly the given categories in the privacy settings (from the banner or the footer). */
async function choose(page: Page, categories: Array<'analytics' | 'marketing'>): Promise<void> {
  const banner = page.getByRole('dialog', { name: consent.banner.label });
  // A first visit gets the banner (once its code has loaded); a decided visitor has the cookie.
  const decided = (await page.context().cookies()).some((cookie) => cookie.name === 'cc_cookie');
  if (!decided) {
    await banner.waitFor();
    await banner.getByRole('button', { name: consent.banner.choose, exact: true }).click();
  } else {
    await page.getByRole('button', { name: shared.footer.privacySettings }).click();
  }
  const preferences = page.getByRole('dialog', { name: consent.preferences.title });
  await preferences.waitFor();
  for (const category of ['analytics', 'marketing'] as const) {
    const toggle = preferences.getByRole('checkbox', { name: consent.categories[category].title });
    await toggle.setChecked(categories.includes(category));
  }
  await preferences.getByRole('button', { name: consent.preferences.save }).click();
}

async function bannerButton(page: Page, name: string): Promise<void> {
  await page
    .getByRole('dialog', { name: consent.banner.label })
    .getByRole('button', { name, exact: true })
    .click();
}

type Script = { text: string; gzip: number };

/**
 * Every script the page loaded, by path, with its gzip size (as the server sends it); `read`
 * resolves once the bodies of the scripts loaded so far have been read.
 */
function collectScripts(page: Page) {
  const scripts = new Map<string, Script>();
  const pending: Array<Promise<void>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then(
        (body) => {
          scripts.set(new URL(response.url()).pathname, {
            text: body.toString('utf8'),
            gzip: gzipSync(body).length,
          });
        },
        () => {},
      ),
    );
  });
  return {
    scripts,
    read: async () => {
      await Promise.all(pending);
      return scripts;
    },
  };
}

const total = (scripts: Iterable<Script>) => [...scripts].reduce((sum, { gzip }) => sum + gzip, 0);
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
const report = (scripts: Map<string, Script>) =>
  [...scripts].map(([path, { gzip }]) => `${path} ${kib(gzip)}`).join(', ');

test.describe('analytics and tag manager', () => {
  let plausible: Awaited<ReturnType<typeof startPlausible>>;
  let posthog: Awaited<ReturnType<typeof startPostHog>>;
  let gtm: Awaited<ReturnType<typeof startTagManager>>;
  let site: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    [plausible, posthog, gtm] = await Promise.all([
      startPlausible(),
      startPostHog(),
      startTagManager(),
    ]);
    site = await startServer(
      'analytics',
      {
        PLAUSIBLE_SCRIPT_URL: plausible.scriptUrl,
        PLAUSIBLE_DOMAIN: statisticsDomain,
        POSTHOG_KEY: posthogKey,
        POSTHOG_HOST: posthog.url,
        GTM_ID: gtmId,
        GTM_SCRIPT_URL: gtm.scriptUrl,
      },
      ['--reuse-build'],
    );
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
    await Promise.all([plausible?.stop(), posthog?.stop(), gtm?.stop()]);
  });

  test('before consent: counts page views through the site, and talks to no one else', async ({
    browser,
  }) => {
    const { context, page, requests, consoleErrors } = await visit(browser, site.baseURL);
    const statistics = newItems(plausible.events);
    const network = watchNetwork(page);
    const integrationsStarted = effectsRan(page);
    await page.goto('/about/');
    await hydrated(page);

    const firstView = await eventually(
      () => statistics().find((event) => event.n === 'pageview'),
      'the first page view at the statistics service',
    );
    expect(firstView.u).toBe(`${site.baseURL}/about/`);
    expect(firstView.d).toBe(statisticsDomain);
    // The visitor's own User-Agent and address, as Plausible's proxy guide asks.
    expect(firstView.userAgent).toBe(await page.evaluate(() => navigator.userAgent));
    expect(firstView.forwardedFor).toBe('127.0.0.1');

    // A router navigation is a page view too (the script follows pushState).
    await navigateWithRouter(page, '/services/');
    await eventually(
      () => statistics().find((event) => event.n === 'pageview' && event.u.endsWith('/services/')),
      'the page view of the router navigation',
    );
    // The integrations have decided what to start without consent, and ask for it; whatever
    // they started has finished loading.
    await integrationsStarted;
    await expect(page.getByRole('dialog', { name: consent.banner.label })).toBeVisible();
    await network.settled();

    expect(originsOf(requests)).toEqual([site.baseURL]);
    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(paths).toContain('/api/stats/script.js');
    expect(paths).toContain('/api/stats/event/');
    expect(posthog.requests).toEqual([]);
    expect(gtm.requests).toEqual([]);
    // The statistics script came from the site, which fetched it once (and keeps it an hour).
    expect(plausible.requests.filter((request) => request.method === 'GET')).toHaveLength(1);
    expect(await context.cookies()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('after analytics consent: PostHog captures page views, page leaves and scroll depth', async ({
    browser,
  }) => {
    const { context, page, requests, consoleErrors } = await visit(browser, site.baseURL);
    const statistics = newItems(plausible.events);
    const events = newItems(posthog.events);
    const gtmRequests = newItems(gtm.requests);
    await page.goto(longPage);
    await hydrated(page);
    await choose(page, ['analytics']);

    const pageview = await eventually(
      () => events().find((event) => event.event === '$pageview'),
      'a PostHog page view',
    );
    expect(pageview.properties).toMatchObject({
      token: posthogKey,
      $lib_version: '1.449.2',
      $current_url: `${site.baseURL}${longPage}`,
    });
    // Compressed as the project's remote config allows.
    expect(pageview.compression).toBe('gzip-js');

    // Kept in a cookie and in localStorage ('localStorage+cookie'), for 365 days.
    let cookie: Awaited<ReturnType<BrowserContext['cookies']>>[number] | undefined;
    await expect
      .poll(async () => {
        cookie = (await context.cookies()).find((item) => item.name === `ph_${posthogKey}_posthog`);
        return cookie;
      })
      .toBeDefined();
    const lifetimeDays = (cookie!.expires - Date.now() / 1000) / daySeconds;
    expect(lifetimeDays).toBeGreaterThan(364);
    expect(lifetimeDays).toBeLessThanOrEqual(365);
    expect(
      await page.evaluate((key) => localStorage.getItem(`ph_${key}_posthog`), posthogKey),
    ).not.toBeNull();

    await scrollDepthTracking(page);
    const pixels = await scrollToBottom(page);
    expect(pixels).toBeGreaterThan(1000);
    await navigateWithRouter(page, '/services/');

    const expectedDepth = { path: longPage, max_fraction: 1, max_pixels: pixels };
    const [atStatistics, atPostHog] = await Promise.all([
      eventually(
        () => statistics().find((event) => event.n === 'scroll_depth'),
        'scroll_depth at the statistics service',
      ),
      eventually(
        () => events().find((event) => event.event === 'scroll_depth'),
        'scroll_depth at PostHog',
      ),
    ]);
    expect(atStatistics.p).toEqual(expectedDepth);
    expect(atPostHog.properties).toMatchObject(expectedDepth);

    // PostHog's own page view of the router navigation ('history_change'), with its own record
    // of how far the previous page was read.
    const secondView = await eventually(
      () =>
        events().find(
          (event) =>
            event.event === '$pageview' &&
            String(event.properties.$current_url).endsWith('/services/'),
        ),
      'the page view of the router navigation at PostHog',
    );
    expect(secondView.properties).toMatchObject({
      $prev_pageview_pathname: longPage,
      $prev_pageview_max_scroll_percentage: 1,
    });

    // Closing the tab: the page leave and this page's depth still arrive (sent by beacon). The
    // page has measured the scroll before it closes, and has run its page-hide handlers once it
    // is closed (`close` with `runBeforeUnload` does not wait for that).
    expect(await scrollBy(page, 300)).toBe(true);
    const closed = page.waitForEvent('close');
    await page.close({ runBeforeUnload: true });
    await closed;
    const [leave, lastDepth] = await Promise.all([
      eventually(() => events().find((event) => event.event === '$pageleave'), '$pageleave'),
      eventually(
        () =>
          events().find(
            (event) => event.event === 'scroll_depth' && event.properties.path === '/services/',
          ),
        'the depth of the closed page at PostHog',
      ),
      eventually(
        () =>
          statistics().find(
            (event) => event.n === 'scroll_depth' && event.p?.path === '/services/',
          ),
        'the depth of the closed page at the statistics service',
      ),
    ]);
    expect(leave.properties.$current_url).toBe(`${site.baseURL}/services/`);
    expect(lastDepth.properties.max_pixels).toBe(300);
    expect(lastDepth.properties.max_fraction).toBeLessThanOrEqual(1);

    // Only the remote config and the capture endpoint: no flags, surveys or recordings.
    const paths = new Set(posthog.requests.map((request) => request.url.pathname));
    const expected = [
      `/array/${posthogKey}/config`,
      `/array/${posthogKey}/config.js`,
      '/e/',
      '/i/v0/e/',
    ];
    expect([...paths].filter((path) => !expected.includes(path))).toEqual([]);
    expect(originsOf(requests)).toEqual([posthog.url, site.baseURL].sort());
    expect(gtmRequests()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('after marketing consent: loads the tag manager and logs every data layer event', async ({
    browser,
  }) => {
    const { context, page, requests, consoleErrors, debugLogs } = await visit(
      browser,
      site.baseURL,
    );
    const gtmRequests = newItems(gtm.requests);
    const posthogRequests = newItems(posthog.requests);
    await page.goto(longPage);
    await hydrated(page);
    await choose(page, ['marketing']);

    const request = await eventually(() => gtmRequests()[0], 'the request for gtm.js');
    expect(request.url.pathname).toBe('/gtm.js');
    expect(request.url.searchParams.get('id')).toBe(gtmId);

    const logged = (event: string) => () =>
      debugLogs.find(
        ([tag, entry]) => tag === '[GTM]' && (entry as { event?: string })?.event === event,
      );
    await eventually(logged('gtm.js'), 'the logged gtm.js start event');
    // Pushed by the container itself, through its own `push`.
    await eventually(logged('gtm.load'), 'the logged gtm.load event');

    await scrollDepthTracking(page);
    const pixels = await scrollToBottom(page);
    await navigateWithRouter(page, '/services/');
    const [, depth] = await eventually(
      logged('scroll_depth'),
      'the scroll depth in the data layer',
    );
    expect(depth).toEqual({
      event: 'scroll_depth',
      path: longPage,
      max_fraction: 1,
      max_pixels: pixels,
    });

    expect(originsOf(requests)).toEqual([gtm.url, site.baseURL].sort());
    expect(posthogRequests()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('after rejecting all: nothing but the site is contacted, and nothing is stored', async ({
    browser,
  }) => {
    const { context, page, requests, consoleErrors } = await visit(browser, site.baseURL);
    const statistics = newItems(plausible.events);
    const posthogRequests = newItems(posthog.requests);
    const gtmRequests = newItems(gtm.requests);
    await page.goto(longPage);
    await hydrated(page);
    await bannerButton(page, consent.banner.rejectAll);
    await scrollToBottom(page);
    await navigateWithRouter(page, '/services/');
    // The page has handed the depth of the page it left to every service running: the
    // statistics only. PostHog and the tag manager would have asked for their settings and
    // script as they started, well before.
    await eventually(
      () => statistics().find((event) => event.n === 'scroll_depth' && event.p?.path === longPage),
      'scroll_depth at the statistics service',
    );

    expect(originsOf(requests)).toEqual([site.baseURL]);
    expect(posthogRequests()).toEqual([]);
    expect(gtmRequests()).toEqual([]);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(['cc_cookie']);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('withdrawing consent stops PostHog and clears its storage, and reloads the page without GTM', async ({
    browser,
  }) => {
    const { context, page, consoleErrors, debugLogs } = await visit(browser, site.baseURL);
    const events = newItems(posthog.events);
    const statistics = newItems(plausible.events);
    const gtmRequests = newItems(gtm.requests);
    // PostHog sends what it captures in batches, every 3 s: the page's clock runs on its own
    // here, so that the test can let a batch interval pass at once.
    await page.clock.install();
    const toPostHog = trackRequests(page, posthog.url);
    await page.goto('/about/');
    await hydrated(page);
    await bannerButton(page, consent.banner.acceptAll);
    await eventually(
      () => events().find((event) => event.event === '$pageview'),
      'a PostHog page view',
    );
    await eventually(() => gtmRequests()[0], 'the request for gtm.js');

    // Analytics withdrawn, marketing kept: PostHog stops on the page, no reload needed.
    const phStorage = () =>
      page.evaluate(() =>
        Object.keys(localStorage).filter((key) => key.startsWith('ph_') || key.includes('_ph_')),
      );
    expect(await phStorage()).not.toEqual([]);
    await choose(page, ['marketing']);
    await expect.poll(phStorage).toEqual([]);
    const phCookies = async () =>
      (await context.cookies()).filter((cookie) => cookie.name.startsWith('ph_'));
    expect(await phCookies()).toEqual([]);
    // What was captured before may leave with the batch already queued: a batch interval
    // passes, and what it sent arrives. After that, silence.
    await page.clock.runFor(3_500);
    await toPostHog.arrived();
    const posthogRequests = newItems(posthog.requests);
    await scrollToBottom(page);
    await navigateWithRouter(page, '/services/');
    // The page has handed the depth of the page it left to the services still running, and
    // another batch interval has passed: a PostHog still capturing would have sent it now.
    await eventually(
      () => statistics().find((event) => event.n === 'scroll_depth' && event.p?.path === '/about/'),
      'scroll_depth at the statistics service',
    );
    await eventually(
      () =>
        debugLogs.find(
          ([tag, entry]) =>
            tag === '[GTM]' && (entry as { event?: string })?.event === 'scroll_depth',
        ),
      'the scroll depth in the data layer',
    );
    await page.clock.runFor(3_500);
    await toPostHog.arrived();
    expect(posthogRequests()).toEqual([]);
    expect(await phStorage()).toEqual([]);
    expect(await phCookies()).toEqual([]);

    // Marketing withdrawn: GTM cannot be unloaded, so the page loads again, without it.
    const reloaded = page.waitForEvent('load');
    const network = watchNetwork(page);
    const integrationsStarted = effectsRan(page);
    await choose(page, []);
    await reloaded;
    await hydrated(page);
    const logsAfterReload = newItems(debugLogs);
    const gtmAfterReload = newItems(gtm.requests);
    // The reloaded page's integrations have started what consent allows, and what they started
    // has finished loading.
    await integrationsStarted;
    await network.settled();
    expect(await page.evaluate(() => 'google_tag_manager' in window)).toBe(false);
    expect(gtmAfterReload()).toEqual([]);
    expect(logsAfterReload()).toEqual([]);
    expect(posthogRequests()).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  test('keeps to the JavaScript budget: under 5 KiB before consent, PostHog slim after', async ({
    browser,
  }) => {
    const path = '/about/';
    // The page's own scripts, as its HTML lists them.
    const html = await (await fetch(`${site.baseURL}${path}`)).text();
    const pageScripts = scriptSourcesOf(html);
    const pageTotal = total(
      await Promise.all(
        pageScripts.map(async (src) => {
          const body = Buffer.from(await (await fetch(`${site.baseURL}${src}`)).arrayBuffer());
          return { text: '', gzip: gzipSync(body).length };
        }),
      ),
    );

    // Each page has loaded everything it loads by itself once its integrations have started
    // and its network is quiet.
    const plain = await visit(browser, baseURL());
    const plainCollected = collectScripts(plain.page);
    await settledAfter(plain.page, async () => {
      await plain.page.goto(path);
      await hydrated(plain.page);
    });
    // A first key press loads the parts that wait for the visitor (the locale switcher, the
    // footer's sign-up), as the click on the banner does below: they belong to the page.
    await plain.page.keyboard.press('Shift');
    await plain.page.waitForFunction(() =>
      ['[data-testid="locale-switcher"]', 'footer input[name="email"]'].every((selector) => {
        const element = document.querySelector(selector);
        return element && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
      }),
    );
    const plainScripts = await plainCollected.read();

    const { page, context, debugLogs } = await visit(browser, site.baseURL);
    const collected = collectScripts(page);
    const { scripts } = collected;
    const events = newItems(posthog.events);
    const network = watchNetwork(page);
    const started = effectsRan(page);
    await page.goto(path);
    await hydrated(page);
    await started;
    await expect(page.getByRole('dialog', { name: consent.banner.label })).toBeVisible();
    await network.settled();
    await collected.read();
    const added = (exclude: Map<string, Script>) =>
      new Map([...scripts].filter(([url]) => !plainScripts.has(url) && !exclude.has(url)));
    const beforeConsent = added(new Map());
    await bannerButton(page, consent.banner.acceptAll);
    await eventually(() => scripts.has('/gtm.js'), 'the tag manager');
    // Both services have started in full: PostHog has sent its first page view, the tag
    // manager's container has loaded.
    await eventually(
      () => events().find((event) => event.event === '$pageview'),
      'a PostHog page view',
    );
    await eventually(
      () =>
        debugLogs.find(
          ([tag, entry]) => tag === '[GTM]' && (entry as { event?: string })?.event === 'gtm.load',
        ),
      'the logged gtm.load event',
    );
    await collected.read();
    const afterConsent = added(beforeConsent);

    // The banner belongs to the consent foundation, not to an analytics service.
    const banner = [...beforeConsent.values()].filter(({ text }) => text.includes('cc_cookie'));
    const analyticsBeforeConsent = [...beforeConsent.values()].filter(
      (script) => !banner.includes(script),
    );
    const everything = pageTotal + total(beforeConsent.values()) + total(afterConsent.values());
    console.info(
      `${path}: page scripts ${kib(pageTotal)}; added before consent: ${report(beforeConsent)}; ` +
        `added after consent: ${report(afterConsent)}; with everything consented ${kib(everything)}`,
    );
    expect(total(analyticsBeforeConsent)).toBeLessThan(5 * KiB);
    // PostHog's slim build (about 55 KiB) and the small glue: the full build would add 124.
    expect(total(afterConsent.values())).toBeLessThan(60 * KiB);
    await Promise.all([context.close(), plain.context.close()]);
  });
});

test.describe('the statistics relay', () => {
  let site: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    // A service that is down: nothing listens on the port of a stopped server.
    const gone = await startPlausible();
    await gone.stop();
    site = await startServer('analytics-down', { PLAUSIBLE_SCRIPT_URL: gone.scriptUrl }, [
      '--reuse-build',
    ]);
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
  });

  const event = JSON.stringify({ n: 'pageview', u: 'http://localhost:3000/', d: 'x', r: null });
  const post = (base: string, body: string, headers: Record<string, string> = {}) =>
    fetch(`${base}/api/stats/event/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', ...headers },
      body,
    });

  test('answers 202 even when the service is down, and logs the failure once', async () => {
    const answers = await Promise.all([post(site.baseURL, event), post(site.baseURL, event)]);
    expect(answers.map((answer) => answer.status)).toEqual([202, 202]);
    expect((await post(site.baseURL, event)).status).toBe(202);
    const log = readFileSync(site.logFile, 'utf8');
    expect(log.match(/Forwarding statistics events failed/g)).toHaveLength(1);
    // No copy of the script to fall back on: the visitor's browser simply goes without.
    expect((await fetch(`${site.baseURL}/api/stats/script.js`)).status).toBe(502);
  });

  test('refuses what is not one small event from this site', async () => {
    expect((await post(site.baseURL, 'not json')).status).toBe(400);
    expect((await post(site.baseURL, JSON.stringify({ n: 'pageview' }))).status).toBe(400);
    const huge = JSON.stringify({ n: 'pageview', u: `http://x/${'a'.repeat(9000)}` });
    expect((await post(site.baseURL, huge)).status).toBe(413);
    const crossSite = await post(site.baseURL, event, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
  });

  test('does not exist where no statistics service is configured', async () => {
    expect((await fetch(`${baseURL()}/api/stats/script.js`)).status).toBe(404);
    expect((await post(baseURL(), event)).status).toBe(404);
  });
});

test.describe('without any analytics configured', () => {
  test('loads no analytics code and sends nothing', async ({ page }) => {
    const requests: Request[] = [];
    const scripts: string[] = [];
    const pending: Array<Promise<void>> = [];
    page.on('request', (request) => requests.push(request));
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        pending.push(
          response.text().then(
            (text) => void scripts.push(text),
            () => {},
          ),
        );
      }
    });
    const network = watchNetwork(page);
    const started = effectsRan(page);
    await page.goto(longPage);
    await hydrated(page);
    await started;
    // Scrolling, handled by the page, sends nothing either.
    await scrollToBottom(page);
    await network.settled();
    await Promise.all(pending);

    const paths = requests.map((request) => new URL(request.url()).pathname);
    expect(paths.filter((path) => path.startsWith('/api/'))).toEqual(['/api/integrations/']);
    const analyticsCode = /scroll_depth|api\/stats\/script\.js|1\.449\.2|\[GTM\]/;
    expect(scripts.filter((script) => analyticsCode.test(script))).toEqual([]);
    expect(originsOf(requests)).toEqual([baseURL()]);
  });
});
