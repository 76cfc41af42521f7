import {
  test as base,
  expect,
  type Browser,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export { expect };

/**
 * How long a `beforeAll` or `afterAll` may take: starting a production server (or several) on
 * a busy 2-core machine. Set with `test.setTimeout(HOOK_TIMEOUT)` at the start of the hook.
 */
export const HOOK_TIMEOUT = 600_000;

/** The page's console errors and uncaught exceptions, from now on. */
function collectConsoleErrors(page: Page): string[] {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The browser reports the 404 status of a not-found page as a console error; that is expected.
    const isNotFoundStatus = /status of 404/.test(message.text());
    if (message.type() === 'error' && !isNotFoundStatus) consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return consoleErrors;
}

export type OpenedPage = { page: Page; consoleErrors: string[] };

/** A fresh page in its own context (no cookies) of `browser`, with console errors collected. */
async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<OpenedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { page, consoleErrors: collectConsoleErrors(page) };
}

type Fixtures = {
  /** The console errors and uncaught exceptions of the test's `page`. */
  consoleErrors: string[];
  /**
   * Opens a page in a context of its own, for a test that needs other context options than the
   * configured ones (a viewport, a locale, another server as `baseURL`) or several contexts.
   * Contexts still open at the end of the test are closed.
   */
  newPage: (options?: BrowserContextOptions) => Promise<OpenedPage>;
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, provide) => {
    await provide(collectConsoleErrors(page));
  },
  newPage: async ({ browser, baseURL }, provide) => {
    const opened: OpenedPage[] = [];
    await provide(async (options = {}) => {
      const result = await openPage(browser, { baseURL, ...options });
      opened.push(result);
      return result;
    });
    await Promise.all(opened.map(({ page }) => page.context().close()));
  },
});
