import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';

import deShared from '../../../messages/de/shared.json' with { type: 'json' };
import enShared from '../../../messages/en/shared.json' with { type: 'json' };

/**
 * The automated browser reports `navigator.webdriver`, and the consent banner hides itself from
 * such clients (vanilla-cookieconsent's `hideFromBots`); a person's browser reports false.
 */
export async function browseLikeAPerson(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'webdriver', { get: () => false });
  });
}

/** Presses "Accept all" in the banner and waits until the banner is gone. */
export async function acceptAllInBanner(page: Page, locale: 'en' | 'de' = 'en'): Promise<void> {
  const shared = locale === 'de' ? deShared : enShared;
  const banner = page.getByRole('dialog', { name: shared.consent.banner.label });
  await banner.getByRole('button', { name: shared.consent.banner.acceptAll, exact: true }).click();
  await banner.waitFor({ state: 'hidden' });
}

/**
 * A context of `browser` that looks like a person's browser: PostHog drops the events of a
 * "HeadlessChrome" user agent, and some scripts treat `navigator.webdriver` as a bot. The caller
 * closes it.
 */
export async function newPersonContext(
  browser: Browser,
  options: BrowserContextOptions,
): Promise<BrowserContext> {
  const major = browser.version().split('.')[0];
  const context = await browser.newContext({
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Safari/537.36`,
    ...options,
  });
  await browseLikeAPerson(context);
  return context;
}
