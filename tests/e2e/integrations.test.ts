import type { BrowserContext, Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acceptAllInBanner, newPersonContext } from './setup/consent-banner';
import { recordCspViolations } from './setup/csp';
import { allPages } from './setup/routes';
import { startServer, type RunningServer } from './setup/server';
import { startAllServices, type AllServices } from './setup/services/all';

let services: AllServices;
let site: RunningServer;

beforeAll(async () => {
  services = await startAllServices();
  site = await startServer('integrations', services.env, ['--reuse-build']);
});

afterAll(async () => {
  await site?.stop();
  await services?.stop();
});

/** Origins other than the site's that the context requested while `during` ran. */
async function foreignOrigins(context: BrowserContext, during: () => Promise<void>) {
  const origins = new Set<string>();
  const record = (request: { url: () => string }) => {
    const { origin } = new URL(request.url());
    if (origin !== site.baseURL && origin !== 'null') origins.add(origin);
  };
  context.on('request', record);
  try {
    await during();
  } finally {
    context.off('request', record);
  }
  return [...origins].sort();
}

/** Waits until the page has started everything it starts without a click. */
async function settled(page: Page, wait: number) {
  await page.waitForFunction(() => document.documentElement.dataset.flags === 'healthy');
  await page.waitForTimeout(wait);
}

const pages = allPages().filter((page) => page.exists);

describe('every integration configured, before consent', () => {
  it.each(pages.map((page) => page.path))(
    '%s talks to the site only, and asks for consent',
    async (path) => {
      const context = await newPersonContext(site.baseURL);
      const violations = recordCspViolations(context);
      const page = await context.newPage();
      const foreign = await foreignOrigins(context, async () => {
        await page.goto(path);
        await settled(page, 1_000);
      });
      expect(foreign).toEqual([]);
      expect(await page.locator('[data-consent-banner]').isVisible()).toBe(true);
      expect(violations).toEqual([]);
      await context.close();
    },
  );
});

describe('every integration configured, after "Accept all"', () => {
  let context: BrowserContext;
  let page: Page;
  // Each service's scripts, frames and requests are allowed by the policy of every page.
  let violations: string[];

  beforeAll(async () => {
    context = await newPersonContext(site.baseURL);
    violations = recordCspViolations(context);
    page = await context.newPage();
    await page.goto('/imprint/');
    await acceptAllInBanner(page);
  });

  afterAll(async () => {
    await context?.close();
  });

  const formPages = new Set(['/contact-us/', '/de/contact-us/']);
  const job = pages.find(
    (candidate) => candidate.pathname === '/jobs/[job]' && candidate.locale === 'en',
  );
  if (job) formPages.add(job.path);

  it.each([
    '/',
    '/de/',
    '/about/',
    '/blog/postgres-is-enough/',
    '/de/dienstleistungen/',
    ...formPages,
  ])('%s loads exactly the consented services', async (path) => {
    const foreign = await foreignOrigins(context, async () => {
      await page.goto(path);
      // PostHog sends its batch after 3 s.
      await settled(page, 3_500);
    });
    const { posthog, gtm, recaptcha } = services.origins;
    expect(foreign).toEqual([posthog, gtm, ...(formPages.has(path) ? [recaptcha] : [])].sort());
    expect(violations).toEqual([]);
  });

  it('loads the booking widget only on a click', async () => {
    await page.goto('/contact-us/');
    await settled(page, 500);
    const foreign = await foreignOrigins(context, async () => {
      await page.getByRole('button', { name: 'Book a call' }).first().click();
      await page.waitForFunction(() => 'Calendly' in window);
    });
    expect(foreign).toContain(services.origins.booking);
    // The widget's frame has loaded its page from the booking host.
    await page
      .frameLocator('.calendly-popup iframe')
      .getByRole('heading', { name: 'Pick a time' })
      .waitFor();
    expect(violations).toEqual([]);
  });
});
