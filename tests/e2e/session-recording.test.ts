import type { Browser } from '@playwright/test';

import { acceptAllInBanner, newPersonContext } from './setup/consent-banner';
import { effectsRan } from './setup/page-state';
import { eventually } from './setup/poll';
import { startServer, type RunningServer } from './setup/server';
import { startPostHog } from './setup/services/posthog';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import shared from '../../messages/en/shared.json' with { type: 'json' };

// In a file and a browser of its own: after the other analytics tests in the same browser,
// PostHog's recorder loaded but never sent a snapshot, while it records reliably in a browser of
// its own. (Playwright's `browser` lives as long as the worker, across files.)
test.describe('session recording', () => {
  let posthog: Awaited<ReturnType<typeof startPostHog>>;
  let site: RunningServer;
  let browser: Browser;

  test.beforeAll(async ({ playwright, launchOptions }) => {
    test.setTimeout(HOOK_TIMEOUT);
    browser = await playwright.chromium.launch(launchOptions);
    posthog = await startPostHog({ sessionRecording: true });
    site = await startServer(
      'analytics-recording',
      {
        POSTHOG_KEY: 'phc_recording_test',
        POSTHOG_HOST: posthog.url,
        POSTHOG_SESSION_RECORDING: 'true',
      },
      ['--reuse-build'],
    );
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
    await posthog?.stop();
    await browser?.close();
  });

  test('records the session after analytics consent, with what is typed into fields masked', async () => {
    test.setTimeout(90_000);
    const context = await newPersonContext(browser, { baseURL: site.baseURL });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const hydrated = effectsRan(page);
    await page.goto('/contact-us/');
    // The integrations have started what they start without consent, and ask for it.
    await hydrated;
    await expect(page.getByRole('dialog', { name: shared.consent.banner.label })).toBeVisible();
    expect(posthog.requests).toEqual([]);

    const recorderLoaded = page.waitForResponse(
      (response) => response.url().startsWith(posthog.url) && response.url().includes('recorder'),
    );
    await acceptAllInBanner(page);
    const secret = 'Ada Lovelace-Byron';
    await page.locator('input[name="name"]').fill(secret);
    await page.locator('input[name="name"]').press('Tab');
    // The recorder is a script of its own, loaded after consent, and PostHog sends nothing until
    // the visitor interacts after it has started: on a busy machine the typing above can come
    // first. The visitor goes on writing the message, as a person would, until the recording
    // arrives.
    await recorderLoaded;
    const message = page.locator('textarea[name="message"]');
    const recorded = () => posthog.events.filter((event) => event.event === '$snapshot');
    await expect(async () => {
      await message.press('x');
      expect(recorded(), 'recorded snapshots at /s/').not.toEqual([]);
    }).toPass({ timeout: 30_000 });
    const snapshots = await eventually(
      () => recorded().length > 0 && recorded(),
      'recorded snapshots at /s/',
      5_000,
    );
    expect(snapshots.every((event) => event.endpoint === '/s/')).toBe(true);
    // The recorder came from the PostHog host, after consent.
    expect(posthog.requests.some((request) => request.url.pathname.includes('recorder'))).toBe(
      true,
    );
    const everything = () => JSON.stringify(recorded());
    // The form was recorded (its batch may follow the first one), and what was typed into it
    // only as asterisks: as an input event, or in the page's snapshot when the typing came
    // before the recorder.
    await expect.poll(everything).toContain('"name":"name"');
    await expect.poll(everything).toMatch(new RegExp(`"(text|value)":"\\*{${secret.length}}"`));
    expect(everything()).not.toContain(secret);
    expect(everything()).not.toContain('"text":"x');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
