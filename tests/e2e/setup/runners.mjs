/**
 * The end-to-end files that still run in Vitest's `e2e` project (see `vitest.config.ts`); every
 * other file under `tests/e2e` runs under Playwright Test (`playwright.config.ts`).
 *
 * @type {string[]}
 */
export const vitestE2eFiles = [
  'analytics',
  'booking',
  'captcha',
  'consent',
  'design',
  'error-reporting',
  'flags',
  'integrations',
  'session-recording',
].map((name) => `tests/e2e/${name}.test.ts`);
