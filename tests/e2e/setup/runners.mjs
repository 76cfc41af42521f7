/**
 * The end-to-end files that still run in Vitest's `e2e` project (see `vitest.config.ts`); every
 * other file under `tests/e2e` runs under Playwright Test (`playwright.config.ts`).
 *
 * @type {string[]}
 */
export const vitestE2eFiles = [
  'faults-database',
  'faults-flags',
  'faults-mail',
  'leads-api',
  'leads-cli',
  'leads-forms',
  'leads-reliability',
  'leads-spam',
].map((name) => `tests/e2e/${name}.test.ts`);
