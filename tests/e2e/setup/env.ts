/** What the global setup (`./global-setup.ts`) hands the tests through the environment. */
function fromSetup(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run the end-to-end tests with \`playwright test\`, whose global ` +
        'setup starts the servers',
    );
  }
  return value;
}

/** The shared production server (also Playwright's `baseURL`). */
export const baseURL = () => fromSetup('E2E_BASE_URL');
/** The shared server's log file. */
export const serverLog = () => fromSetup('E2E_SERVER_LOG');
/** A server of the same build with the show_blog flag off. */
export const blogOffBaseURL = () => fromSetup('E2E_BLOG_OFF_BASE_URL');
