import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page } from 'playwright-core';

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

/**
 * A front on loopback that passes every request on to `upstream` and sends the HTML of pages
 * back in slices (`sliceBytes` every `intervalMs`, uncompressed), the way a slow connection
 * delivers a page, while everything else (styles, scripts, fonts) comes at once. The browser
 * then paints the part of the page that has arrived, and later slices must not move it.
 */
export async function startSlowHtmlFront(
  upstream: string,
  { sliceBytes, intervalMs }: { sliceBytes: number; intervalMs: number },
): Promise<{ url: string; stop: () => Promise<void> }> {
  const passedOn = new Set(['content-type', 'content-security-policy', 'cache-control', 'vary']);
  const server = createServer((request, response) => {
    const isPage = request.headers['sec-fetch-dest'] === 'document';
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (typeof value === 'string' && name !== 'host') headers.set(name, value);
    }
    if (isPage) headers.set('accept-encoding', 'identity');
    fetch(new URL(request.url ?? '/', upstream), { headers, redirect: 'manual' })
      .then(async (answer) => {
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
      })
      .catch(() => response.writeHead(502).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
