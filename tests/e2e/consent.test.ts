import type { Page } from '@playwright/test';

import { axeViolations } from './setup/axe';
import { baseURL } from './setup/env';
import { settledAfter } from './setup/page-state';
import { startServer, type RunningServer } from './setup/server';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

/** Services that wait for consent, configured but unreachable: only the banner matters here. */
const consentNeeded = {
  POSTHOG_KEY: 'phc_consent_test',
  POSTHOG_HOST: 'http://127.0.0.1:9',
  GTM_ID: 'GTM-TEST123',
  GTM_SCRIPT_URL: 'http://127.0.0.1:9/gtm.js',
};

const banner = (page: Page) => page.locator('[data-consent-banner]');
const preferences = (page: Page) => page.locator('#cc-main .pm');

async function consentCookie(page: Page) {
  const cookie = (await page.context().cookies()).find(
    (candidate) => candidate.name === 'cc_cookie',
  );
  return cookie
    ? {
        ...(JSON.parse(decodeURIComponent(cookie.value)) as { categories: string[] }),
        expires: cookie.expires,
      }
    : undefined;
}

test.describe('consent banner', () => {
  let site: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    site = await startServer('consent', consentNeeded, ['--reuse-build']);
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
  });

  test('asks on the first visit, with Accept and Reject equally prominent, in the page language', async ({
    newPage,
  }) => {
    for (const [path, accept, reject] of [
      ['/', 'Accept all', 'Reject all'],
      ['/de/', 'Alle akzeptieren', 'Alle ablehnen'],
    ] as const) {
      const { page, consoleErrors } = await newPage({ baseURL: site.baseURL });
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      const acceptButton = banner(page).getByRole('button', { name: accept });
      const rejectButton = banner(page).getByRole('button', { name: reject });
      const [acceptBox, rejectBox] = await Promise.all([
        acceptButton.boundingBox(),
        rejectButton.boundingBox(),
      ]);
      expect(acceptBox?.width).toBeGreaterThan(0);
      // Same size and the same look: neither choice is the easy one.
      expect(Math.abs((acceptBox?.width ?? 0) - (rejectBox?.width ?? 0))).toBeLessThan(2);
      expect(acceptBox?.height).toBe(rejectBox?.height);
      const styles = await Promise.all(
        [acceptButton, rejectButton].map((button) =>
          button.evaluate((element) => {
            const style = getComputedStyle(element);
            return [style.backgroundColor, style.color, style.fontWeight, style.fontSize];
          }),
        ),
      );
      expect(styles[0]).toEqual(styles[1]);
      expect(await axeViolations(page, '[data-consent-banner]')).toEqual([]);
      // Asking costs no consent library: it loads only when the visitor answers or chooses.
      await expect(page.locator('#cc-main')).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
      await page.context().close();
    }
  });

  test('stores a rejection, keeps the site usable and does not ask again', async ({ newPage }) => {
    const { page } = await newPage({ baseURL: site.baseURL });
    await page.goto('/services/');
    await banner(page).getByRole('button', { name: 'Reject all' }).click();
    await expect(banner(page)).toBeHidden();
    // Stored at once, without the consent library.
    expect((await consentCookie(page))?.categories).toEqual(['necessary']);
    await expect(page.locator('#cc-main')).toHaveCount(0);
    // Six months, then the visitor is asked again.
    const days = ((await consentCookie(page))!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(180);
    expect(days).toBeLessThan(183);

    await page
      .getByRole('navigation', { name: /main/i })
      .getByRole('link', { name: 'About' })
      .click();
    await page.waitForURL('**/about/');
    // The reloaded page's integrations have read the stored choice, and whatever they started
    // has finished loading.
    await settledAfter(page, () => page.reload());
    // The stored choice is read without loading the consent manager at all.
    await expect(page.locator('#cc-main')).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
    // The settings read the banner's answer from the cookie.
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page).locator('input[value="analytics"]')).not.toBeChecked();
    await page.context().close();
  });

  test('asks again when the settings are closed without a choice', async ({ newPage }) => {
    const { page } = await newPage({ baseURL: site.baseURL });
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Choose' }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(banner(page)).toBeVisible();
    expect(await consentCookie(page)).toBeUndefined();
    await page.context().close();
  });

  test('offers a choice per category, and the footer link changes it at any time', async ({
    newPage,
  }) => {
    const { page } = await newPage({ baseURL: site.baseURL });
    await page.goto('/de/');
    await banner(page).getByRole('button', { name: 'Auswählen' }).click();
    await expect(preferences(page)).toBeVisible();
    const categories = await preferences(page).locator('.pm__section-title').allTextContents();
    expect(categories.join(' | ')).toMatch(/Notwendig.*Analyse.*Marketing/);
    // Each category says what it would load, without a click, and the dialog fits its content.
    for (const description of await preferences(page).locator('.pm__section--toggle').all()) {
      await expect(description.locator('.pm__section-desc')).toBeVisible();
    }
    // No empty band below the last section: the space left is the body's own padding at most.
    const emptyBelow = await preferences(page)
      .locator('.pm__body')
      .evaluate(
        (body) =>
          body.getBoundingClientRect().bottom -
          body.lastElementChild!.getBoundingClientRect().bottom,
      );
    expect(emptyBelow).toBeLessThan(40);
    // Statistics on, marketing off.
    await preferences(page).locator('input[value="analytics"]').check({ force: true });
    await preferences(page).getByRole('button', { name: 'Auswahl speichern' }).click();
    expect((await consentCookie(page))?.categories.sort()).toEqual(['analytics', 'necessary']);

    await page.getByRole('button', { name: 'Datenschutz-Einstellungen' }).click();
    await expect(preferences(page)).toBeVisible();
    await expect(preferences(page).locator('input[value="analytics"]')).toBeChecked();
    await preferences(page).getByRole('button', { name: 'Alle ablehnen' }).click();
    expect((await consentCookie(page))?.categories).toEqual(['necessary']);
    // Checked once the dialog has finished closing: during its fade-out it is already hidden
    // from screen readers but still focusable, and it can look hidden before the fade ends.
    await expect(preferences(page)).toBeHidden();
    await expect.poll(() => axeViolations(page, '#cc-main')).toEqual([]);
    await page.context().close();
  });
});

test.describe('consent without services that need it', () => {
  test('shows no banner; the footer link still explains the necessary storage', async ({
    page,
    consoleErrors,
  }) => {
    // The integrations have decided (no banner), and whatever they started has finished loading.
    await settledAfter(page, () => page.goto(`${baseURL()}/about/`));
    await expect(banner(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Privacy settings' }).click();
    await expect(preferences(page)).toBeVisible();
    const text = await preferences(page).innerText();
    expect(text).toContain('Necessary');
    expect(text).toContain('there is nothing to choose');
    expect(text).not.toContain('Analytics');
    expect(text).not.toContain('Marketing');
    // Nothing to accept or reject, so no buttons that would suggest a choice.
    await expect(preferences(page).getByRole('button', { name: /Accept|Reject|Save/ })).toHaveCount(
      0,
    );
    // Closed, the settings leave nothing to ask either.
    await preferences(page).getByRole('button', { name: 'Close' }).click();
    await expect(preferences(page)).toBeHidden();
    await expect(banner(page)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});
