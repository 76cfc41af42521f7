import { chromium, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { afterAll, inject } from 'vitest';

import { chromiumFlags, findChromium } from '../../../scripts/lib/chromium.mjs';

let browser: Browser | undefined;

/**
 * Debian's Chromium, headless, with every background service off: this machine has no network
 * beyond loopback. Playwright gives each launch a fresh, temporary user-data-dir.
 */
async function getBrowser(): Promise<Browser> {
  browser ??= await chromium.launch({
    executablePath: findChromium() ?? undefined,
    args: chromiumFlags,
  });
  return browser;
}

afterAll(async () => {
  await browser?.close();
  browser = undefined;
});

const baseURL = () => inject('baseURL');

/** A fresh page in its own context (no cookies), with console errors collected. */
export async function newPage(
  options: BrowserContextOptions = {},
): Promise<{ page: Page; consoleErrors: string[] }> {
  const context = await (await getBrowser()).newContext({ baseURL: baseURL(), ...options });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The browser reports the 404 status of a not-found page as a console error; that is expected.
    const isNotFoundStatus = /status of 404/.test(message.text());
    if (message.type() === 'error' && !isNotFoundStatus) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { page, consoleErrors };
}
