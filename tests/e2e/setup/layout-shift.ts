import type { Page } from '@playwright/test';

import { startLocalService, type LocalService } from './services/http';

/**
 * The layout shifts so far that no input caused, summed: the inputs of the Cumulative Layout
 * Shift. Zero when the browser reported none within half a second.
 */
export const unexpectedLayoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as Array<
            PerformanceEntry & { value: number; hadRecentInput: boolean }
          >;
          resolve(
            entries
              .filter((entry) => !entry.hadRecentInput)
              .reduce((sum, entry) => sum + entry.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(0), 500);
      }),
  );

/** The header of a request the slow front below answers at once. */
export const FULL_SPEED = { 'x-test-full-speed': '1' };

/**
 * A front on loopback that passes every request on to `upstream` and sends the HTML of pages
 * back in slices (`sliceBytes` every `intervalMs`, uncompressed), the way a slow connection
 * delivers a page, while everything else (styles, scripts, fonts) comes at once. The browser
 * then paints the part of the page that has arrived, and later slices must not move it. A page
 * asked for with `FULL_SPEED` comes at once too: a visit that only fills the browser's cache.
 */
export function startSlowHtmlFront(
  upstream: string,
  { sliceBytes, intervalMs }: { sliceBytes: number; intervalMs: number },
): Promise<LocalService> {
  const passedOn = new Set(['content-type', 'content-security-policy', 'cache-control', 'vary']);
  return startLocalService(async (request, response) => {
    const isPage =
      request.headers['sec-fetch-dest'] === 'document' && !request.headers['x-test-full-speed'];
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    }
    if (isPage) headers.set('accept-encoding', 'identity');
    const answer = await fetch(new URL(`${request.url.pathname}${request.url.search}`, upstream), {
      method: request.method,
      headers,
      body: request.body.length > 0 ? new Uint8Array(request.body) : undefined,
      redirect: 'manual',
    });
    const body = Buffer.from(await answer.arrayBuffer());
    for (const [name, value] of answer.headers) {
      if (passedOn.has(name) || name === 'location') response.setHeader(name, value);
    }
    response.writeHead(answer.status);
    if (!isPage) return void response.end(body);
    for (let offset = 0; offset < body.length; offset += sliceBytes) {
      response.write(body.subarray(offset, offset + sliceBytes));
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
    response.end();
  });
}
