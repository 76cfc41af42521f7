import type { Page, Response } from '@playwright/test';

/**
 * Resolves when the page asks for its integrations' settings (`/api/integrations/`): the root
 * layout's integrations do that in an effect on every page load, after the effects before them
 * in the layout (the runtime guards among them) have run. Call it before the navigation.
 */
export function effectsRan(page: Page): Promise<Response> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/integrations/',
  );
}

/**
 * Makes the page's browser report this connection (`navigator.connection`) from its first
 * script on: the site prefetches no linked page on a data-saving or 2G connection.
 */
export async function emulateConnection(
  page: Page,
  connection: { saveData: boolean; effectiveType: string },
): Promise<void> {
  await page.addInitScript((info) => {
    const fake = Object.assign(new EventTarget(), info);
    Object.defineProperty(Navigator.prototype, 'connection', { get: () => fake });
  }, connection);
}
