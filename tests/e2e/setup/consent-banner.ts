import type { BrowserContext, Page } from 'playwright-core';

import deShared from '../../../messages/de/shared.json';
import enShared from '../../../messages/en/shared.json';

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
  const label = (locale === 'de' ? deShared : enShared).consent.banner.acceptAll;
  const banner = page.locator('#cc-main .cm');
  await banner.getByRole('button', { name: label, exact: true }).click();
  await banner.waitFor({ state: 'hidden' });
}
