import { expect, type Page, type Request, type Response } from '@playwright/test';

/**
 * Resolves when the page asks for its integrations' settings (`/api/integrations/`): the root
 * layout's integrations do that in an effect on every page load, after the effects before them
 * in the layout (the runtime guards among them) have run. Call it before the navigation.
 */
export function effectsRan(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/integrations/',
  );
}

/**
 * Makes the page's browser report this connection (`navigator.connection`) from its first
 * script on: the site prefetches no linked page on a data-saving or 2G connection.
 */
export async function emulateConnection(
  page: Page,
  connection: { saveData: boolean; effectiveType: string },
): Promise<void> {
  await page.addInitScript((info) => {
    const fake = Object.assign(new EventTarget(), info);
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => fake });
  }, connection);
}

/** How long nothing may be under way before a page counts as settled. */
const QUIET_MS = 500;

/**
 * Follows a page's requests from now on. `settled()` resolves once no request has been under
 * way for half a second, counted from its call: whatever the page had started (the modules the
 * integrations' answer starts, a prefetch, a part loaded when needed) has arrived, and nothing
 * followed it. Playwright's `networkidle` cannot say that, since it resolves at once when the
 * page was idle before, as it is in the moment between the integrations' answer and the modules
 * that answer starts. POSTs are not waited for: page views and error reports leave with
 * `keepalive` or as beacons, whose end the browser does not tell.
 */
export function watchNetwork(page: Page) {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const changed = () => {
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (request.method() === 'POST') return;
    inFlight.add(request);
    changed();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) changed();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** The URLs of the requests under way. */
    underWay: () => [...inFlight].map((request) => request.url()),
    settled: async () => {
      const since = Date.now();
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - Math.max(lastChange, since) >= QUIET_MS, {
          message: `no request under way for ${QUIET_MS} ms`,
          intervals: [100],
          timeout: 30_000,
        })
        .toBe(true);
    },
  };
}

/**
 * Runs `navigate` (a `goto`, a reload, a click) and resolves once the new page's integrations
 * have started and whatever they started has loaded (`effectsRan`, then `settled`).
 */
export async function settledAfter(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  const network = watchNetwork(page);
  const integrations = effectsRan(page);
  await navigate();
  await integrations;
  await network.settled();
}
