import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { acceptAllInBanner, newPersonContext } from './setup/consent-banner';
import { startServer, type RunningServer } from './setup/server';
import { waitFor } from './setup/services/http';
import { startPostHog } from './setup/services/posthog';

// In a file of its own: after the other analytics tests in the same browser, PostHog's recorder
// loaded but never sent a snapshot, while it records reliably in a browser of its own.
describe('session recording', () => {
  let posthog: Awaited<ReturnType<typeof startPostHog>>;
  let site: RunningServer;

  beforeAll(async () => {
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

  afterAll(async () => {
    await site?.stop();
    await posthog?.stop();
  });

  it('records the session after analytics consent, with what is typed into fields masked', async () => {
    const context = await newPersonContext(site.baseURL);
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/contact-us/');
    await page.waitForTimeout(1000);
    expect(posthog.requests).toEqual([]);

    await acceptAllInBanner(page);
    const secret = 'Ada Lovelace-Byron';
    await page.locator('input[name="name"]').fill(secret);
    await page.locator('input[name="name"]').press('Tab');
    // The recorder is a script of its own, loaded after consent, and PostHog sends nothing until
    // the visitor interacts after it has started: on a busy machine the typing above can come
    // first. The visitor goes on writing the message, as a person would.
    const message = page.locator('textarea[name="message"]');
    const deadline = Date.now() + 30_000;
    const recorded = () => posthog.events.filter((event) => event.event === '$snapshot');
    while (recorded().length === 0 && Date.now() < deadline) {
      await message.press('x');
      await page.waitForTimeout(1000);
    }
    const snapshots = await waitFor(() => recorded().length > 0 && recorded(), {
      what: 'recorded snapshots at /s/',
      timeoutMs: 5_000,
    });
    expect(snapshots.every((event) => event.endpoint === '/s/')).toBe(true);
    // The recorder came from the PostHog host, after consent.
    expect(posthog.requests.some((request) => request.url.pathname.includes('recorder'))).toBe(
      true,
    );
    await page.waitForTimeout(3500);
    const everything = JSON.stringify(recorded());
    // The form was recorded, and what was typed into it only as asterisks.
    expect(everything).toContain('"name":"name"');
    // As an input event, or in the page's snapshot when the typing came before the recorder.
    expect(everything).toMatch(new RegExp(`"(text|value)":"\\*{${secret.length}}"`));
    expect(everything).not.toContain(secret);
    expect(everything).not.toContain('"text":"x');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);
});
