import type { BrowserContext, Page } from '@playwright/test';

import { acceptAllInBanner, newPersonContext } from './setup/consent-banner';
import { recordCspViolations } from './setup/csp';
import { effectsRan, watchNetwork } from './setup/page-state';
import { allPages } from './setup/routes';
import { startServer, type RunningServer } from './setup/server';
import { startAllServices, type AllServices } from './setup/services/all';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

let services: AllServices;
let site: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  services = await startAllServices();
  site = await startServer('integrations', services.env, ['--reuse-build']);
});

test.afterAll(async () => {
  test.setTimeout(HOOK_TIMEOUT);
  await site?.stop();
  await services?.stop();
});

/**
 * Records the origins other than the site's that the context requests from now on; `stop`
 * ends the recording.
 */
function recordForeignOrigins(context: BrowserContext) {
  const origins = new Set<string>();
  const record = (request: { url: () => string }) => {
    const { origin } = new URL(request.url());
    if (origin !== site.baseURL && origin !== 'null') origins.add(origin);
  };
  context.on('request', record);
  return {
    origins: () => [...origins].sort(),
    stop: () => context.off('request', record),
  };
}

/**
 * Loads `path` and waits until its integrations have started (the flag client among them: on a
 * busy machine its first answer can come after a retry).
 */
async function open(page: Page, path: string) {
  const network = watchNetwork(page);
  const hydrated = effectsRan(page);
  await page.goto(path);
  await hydrated;
  await expect(page.locator('html')).toHaveAttribute('data-flags', 'healthy', { timeout: 30_000 });
  return network;
}

const pages = allPages().filter((page) => page.exists);

/** Each route once, in English where it has it: what a page loads does not depend on its language. */
const routes = pages.filter(
  (page) =>
    page.locale === 'en' ||
    !pages.some((other) => other.pathname === page.pathname && other.locale === 'en'),
);

test.describe('every integration configured, before consent', () => {
  for (const path of routes.map((page) => page.path)) {
    test(`${path} talks to the site only, and asks for consent`, async ({ browser }) => {
      const context = await newPersonContext(browser, { baseURL: site.baseURL });
      const violations = recordCspViolations(context);
      const page = await context.newPage();
      const foreign = recordForeignOrigins(context);
      const network = await open(page, path);
      // The integrations have decided, and ask; everything they started has finished loading.
      await expect(page.locator('[data-consent-banner]')).toBeVisible();
      await network.settled();
      foreign.stop();
      expect(foreign.origins()).toEqual([]);
      expect(await page.locator('[data-consent-banner]').isVisible()).toBe(true);
      expect(violations).toEqual([]);
      await context.close();
    });
  }
});

test.describe('every integration configured, after "Accept all"', () => {
  let context: BrowserContext;
  let page: Page;
  // Each service's scripts, frames and requests are allowed by the policy of every page.
  let violations: string[];

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(HOOK_TIMEOUT);
    context = await newPersonContext(browser, { baseURL: site.baseURL });
    violations = recordCspViolations(context);
    page = await context.newPage();
    await page.goto('/imprint/');
    await acceptAllInBanner(page);
  });

  test.afterAll(async () => {
    await context?.close();
  });

  const formPages = new Set(['/contact-us/', '/de/contact-us/']);
  const job = pages.find(
    (candidate) => candidate.pathname === '/jobs/[job]' && candidate.locale === 'en',
  );
  if (job) formPages.add(job.path);

  for (const path of [
    '/',
    '/de/',
    '/about/',
    '/blog/postgres-is-enough/',
    '/de/dienstleistungen/',
    ...formPages,
  ]) {
    test(`${path} loads exactly the consented services`, async () => {
      const { posthog, gtm, recaptcha } = services.origins;
      const expected = [posthog, gtm, ...(formPages.has(path) ? [recaptcha] : [])].sort();
      const foreign = recordForeignOrigins(context);
      const network = await open(page, path);
      // Each consented service is contacted as the page starts it (PostHog for its settings).
      await expect.poll(foreign.origins).toEqual(expected);
      await network.settled();
      foreign.stop();
      expect(foreign.origins()).toEqual(expected);
      expect(violations).toEqual([]);
    });
  }

  test('loads the booking widget only on a click', async () => {
    await open(page, '/contact-us/');
    const button = page.getByRole('button', { name: 'Book a call' }).first();
    await expect(button).toBeVisible();
    const foreign = recordForeignOrigins(context);
    await button.click();
    await page.waitForFunction(() => 'Calendly' in window);
    foreign.stop();
    expect(foreign.origins()).toContain(services.origins.booking);
    // The widget's frame has loaded its page from the booking host.
    await expect(
      page.frameLocator('.calendly-popup iframe').getByRole('heading', { name: 'Pick a time' }),
    ).toBeVisible();
    expect(violations).toEqual([]);
  });
});
