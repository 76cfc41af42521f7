import { defineConfig } from '@playwright/test';

import { chromiumFlags, findChromium } from './tests/support/chromium.mjs';

/**
 * The end-to-end tests: production servers of the current build (started in the global setup,
 * and by test files that need their own settings) driven through Debian's Chromium.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  outputDir: 'test-results/playwright',
  globalSetup: './tests/e2e/setup/global-setup.ts',
  // The files share one production server and start servers of their own on a 2-core machine:
  // one file at a time, its tests in order.
  workers: 1,
  fullyParallel: false,
  // A flaky test must show as failing, not pass on a second try.
  retries: 0,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'test-results/playwright-report' }]],
  use: {
    browserName: 'chromium',
    // Set by the global setup before the workers start; workers load this file again.
    baseURL: process.env.E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, headless, with every background service off: this machine has no
      // network beyond loopback. Nothing downloads a browser.
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: chromiumFlags,
    },
  },
});
