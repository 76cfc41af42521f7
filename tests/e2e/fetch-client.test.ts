import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Page, Route } from '@playwright/test';
import ts from 'typescript';

import { effectsRan } from './setup/page-state';
import { expect, test } from './setup/test';
import enShared from '../../messages/en/shared.json' with { type: 'json' };
import { deploymentPollMs } from '../../src/lib/deployments/deployment-poll';
import type { siteFetch } from '../../src/lib/fetch-client';

/** The spec's statuses after which a GET is sent once more; a POST, PUT, PATCH or DELETE never. */
const RETRIED = [408, 409, 425, 429, 500, 502, 503, 504];
const NEVER_REPEATED = ['POST', 'PUT', 'PATCH', 'DELETE'];

type ClientWindow = Window & { siteFetch: typeof siteFetch };

/**
 * A page with the client's module and nothing else, served by a server of the test's own: the
 * module as the browser gets it, compiled from its source; `/status/<code>/…` answers <code> the
 * first time and 200 after that, `/silent/` never answers. Every answer closes its connection:
 * Chromium itself sends a request again when a reused connection answers 408 (as a server does
 * that closed it for being idle), which would pass for the client's doing.
 */
function startClientServer() {
  const script = ts.transpileModule(
    readFileSync(new URL('../../src/lib/fetch-client.ts', import.meta.url), 'utf8'),
    {
      compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
    },
  ).outputText;
  const page = `<!doctype html><title>fetch client</title>
<script type="module">import { siteFetch } from '/fetch-client.js'; window.siteFetch = siteFetch;</script>`;
  const received: Array<{
    method: string;
    url: string;
    headers: IncomingHttpHeaders;
    body: string;
  }> = [];
  const server = createServer(async (request, response) => {
    response.setHeader('connection', 'close');
    const url = request.url ?? '';
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const seenBefore = received.some((earlier) => earlier.url === url);
    received.push({ method: request.method ?? '', url, headers: request.headers, body });
    if (url === '/') return response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    if (url === '/fetch-client.js') {
      return response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    }
    if (url.startsWith('/silent/')) return;
    const status = Number(/^\/status\/(\d+)\//.exec(url)?.[1] ?? 200);
    response.writeHead(seenBefore ? 200 : status).end();
  });
  return {
    received,
    sent: (path: string) => received.filter((request) => request.url === path).length,
    listening: new Promise<string>((resolve) =>
      server.listen(0, '127.0.0.1', () =>
        resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
      ),
    ),
    stop: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

test.describe("the site's fetch client in Chromium", () => {
  let client: ReturnType<typeof startClientServer>;
  let clientURL: string;

  test.beforeAll(async () => {
    client = startClientServer();
    clientURL = await client.listening;
  });
  test.afterAll(async () => {
    await client?.stop();
  });

  /** Opens the client's page and waits until its module has run. */
  async function openClient(page: Page) {
    await page.goto(clientURL);
    await page.waitForFunction(() => 'siteFetch' in window);
  }

  test('sends a GET once more after each passing failure, and no other method', async ({
    page,
  }) => {
    await openClient(page);
    const requests = [
      ...RETRIED.map((status) => ({ method: 'GET', path: `/status/${status}/GET/` })),
      ...RETRIED.flatMap((status) =>
        NEVER_REPEATED.map((method) => ({ method, path: `/status/${status}/${method}/` })),
      ),
      ...[400, 404, 501].map((status) => ({ method: 'GET', path: `/status/${status}/GET/` })),
    ];
    const answers = await page.evaluate(
      (requests) =>
        Promise.all(
          requests.map(async ({ method, path }) => {
            const body = method === 'GET' ? undefined : 'x';
            const response = await (window as unknown as ClientWindow).siteFetch(path, {
              method,
              body,
            });
            return response.status;
          }),
        ),
      requests,
    );
    expect(
      requests.map(({ method, path }, index) => ({
        method,
        path,
        sent: client.sent(path),
        answer: answers[index],
      })),
    ).toEqual(
      requests.map(({ method, path }) => {
        const status = Number(path.split('/')[2]);
        const retried = method === 'GET' && RETRIED.includes(status);
        return { method, path, sent: retried ? 2 : 1, answer: retried ? 200 : status };
      }),
    );
  });

  test('sends a JSON body with a JSON content type', async ({ page }) => {
    await openClient(page);
    await page.evaluate(() =>
      (window as unknown as ClientWindow).siteFetch('/json/', {
        method: 'POST',
        json: { name: 'Ada', topics: ['web'] },
      }),
    );
    const received = client.received.find((request) => request.url === '/json/');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(received?.body).toBe('{"name":"Ada","topics":["web"]}');
  });

  test('gives up with a TimeoutError once its timeout has passed', async ({ page }) => {
    await openClient(page);
    const failure = await page.evaluate(() =>
      (window as unknown as ClientWindow).siteFetch('/silent/', { timeoutMs: 100 }).then(
        () => 'answered',
        (error: unknown) => (error instanceof DOMException ? error.name : String(error)),
      ),
    );
    expect(failure).toBe('TimeoutError');
  });
});

/** Answers the first request `route` sees with `status`, and lets the later ones through. */
function failFirst(status: number) {
  let seen = 0;
  const handler = (route: Route) => {
    seen += 1;
    return seen === 1
      ? route.fulfill({ status, json: { error: 'unavailable' } })
      : route.continue();
  };
  return { handler, seen: () => seen };
}

test.describe("the site's requests from the browser go through it", () => {
  const isSettings = (url: URL) => url.pathname === '/api/integrations/';

  /** What became of the page's request for its integrations' settings. */
  function settingsOutcome(page: Page): Promise<'settings' | 'no settings'> {
    return Promise.race([
      page
        .waitForResponse((response) => isSettings(new URL(response.url())) && response.ok())
        .then(() => 'settings' as const),
      page
        .waitForEvent('console', (message) => message.text().startsWith('Integrations are off'))
        .then(() => 'no settings' as const),
    ]);
  }

  test("asks for the integrations' settings once more after a 503, not after a 404", async ({
    page,
  }) => {
    const unavailable = failFirst(503);
    await page.route(isSettings, unavailable.handler);
    let outcome = settingsOutcome(page);
    await page.goto('/about/');
    expect(await outcome).toBe('settings');
    expect(unavailable.seen()).toBe(2);

    await page.unroute(isSettings);
    const notFound = failFirst(404);
    await page.route(isSettings, notFound.handler);
    outcome = settingsOutcome(page);
    await page.reload();
    expect(await outcome).toBe('no settings');
    expect(notFound.seen()).toBe(1);
  });

  test("asks for the proof of work's challenge once more after a 503", async ({ page }) => {
    const isChallenge = (url: URL) => url.pathname === '/api/proof-of-work/';
    const unavailable = failFirst(503);
    await page.route(isChallenge, unavailable.handler);
    await page.goto('/contact-us/');
    // The widget starts its worker once it has a challenge, and says it failed without one.
    const solving = page
      .waitForRequest((request) => /\/pbkdf2\.[\w-]+\.js/.test(request.url()))
      .then(() => 'solving');
    await page.fill('#contact-name', 'Anna Meier');
    const status = page.locator('form:has(#contact-name) [data-proof-of-work]');
    const outcome = await Promise.race([
      solving,
      expect(status)
        .toHaveText(enShared.forms.proofOfWork.failed)
        .then(() => 'failed'),
    ]);
    expect(outcome).toBe('solving');
    expect(unavailable.seen()).toBe(2);
  });

  test('sends the new-deployment check once more after a 503', async ({ page }) => {
    const isCheck = (url: URL) => url.pathname === '/build-id.json';
    const unavailable = failFirst(503);
    await page.route(isCheck, unavailable.handler);
    await page.clock.install();
    const hydrated = effectsRan(page);
    await page.goto('/');
    await hydrated;
    const checked = page.waitForResponse((response) => isCheck(new URL(response.url())));
    const rechecked = page.waitForResponse(
      (response) => isCheck(new URL(response.url())) && response.ok(),
    );
    await page.clock.fastForward(deploymentPollMs);
    expect((await checked).status()).toBe(503);
    await rechecked;
    expect(unavailable.seen()).toBe(2);
  });
});
