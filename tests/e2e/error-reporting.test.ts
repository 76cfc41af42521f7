import { gzipSync } from 'node:zlib';

import type { Page } from '@playwright/test';

import { baseURL, blogOffBaseURL } from './setup/env';
import { effectsRan, emulateConnection, watchNetwork } from './setup/page-state';
import { startServer, type RunningServer } from './setup/server';
import { exceptionMessages, startSentry, type TestSentry } from './setup/services/sentry';
import { expect, HOOK_TIMEOUT, test, type OpenedPage } from './setup/test';
import enShared from '../../messages/en/shared.json' with { type: 'json' };

const clientErrorMessage = 'Error reporting test: browser error raised on purpose';
const serverErrorMessage = 'Error reporting test: server error raised on purpose';
const browserSdk = 'sentry.javascript.browser';
// Strings only Sentry's SDK code contains: its global carrier and its SDK names.
const sentryCode = /__SENTRY__|sentry\.javascript/;

// A string of the configured integrations' starter (`src/integrations/configured.tsx`), which a
// page loads whenever any integration is configured, whichever it is.
const integrationsStarter = /An integration could not be loaded/;

type LoadedScript = {
  url: string;
  gzipBytes: number;
  isSentry: boolean;
  isIntegrationsStarter: boolean;
};

/**
 * Records every request of a page and every script it loads, with its gzip size, and which
 * requests are still under way.
 */
function watch(page: Page) {
  const requests: string[] = [];
  const scripts: LoadedScript[] = [];
  const pending: Array<Promise<void>> = [];
  const network = watchNetwork(page);
  page.on('request', (request) => requests.push(request.url()));
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => {
        scripts.push({
          url: response.url(),
          gzipBytes: gzipSync(body, { level: 9 }).length,
          isSentry: sentryCode.test(body.toString('utf8')),
          isIntegrationsStarter: integrationsStarter.test(body.toString('utf8')),
        });
      }),
    );
  });
  return {
    requests,
    /** Resolves once no request of the page is under way (reports to the tunnel are POSTs). */
    quiet: () => expect.poll(network.underWay, { message: 'requests under way' }).toEqual([]),
    settled: network.settled,
    /** The scripts loaded so far, once their bodies have been read. */
    scripts: async () => {
      await Promise.all(pending);
      return [...scripts];
    },
  };
}

/**
 * Opens a page and waits until the integrations have started (no request for 500 ms after
 * their answer). With `prefetch: false` the browser says it saves data, and the site prefetches
 * no linked page: what the page loads is then its own, not the chunks of the pages it links.
 */
async function open(
  newPage: (options: { baseURL: string }) => Promise<OpenedPage>,
  path: string,
  site: string,
  { prefetch = true }: { prefetch?: boolean } = {},
) {
  const { page, consoleErrors } = await newPage({ baseURL: site });
  if (!prefetch) await emulateConnection(page, { saveData: true, effectiveType: '4g' });
  const watched = watch(page);
  // The layout's effects ask for the integrations once the page has hydrated; error reporting
  // starts from that answer. On a loaded machine hydration can outlast a quiet network.
  const integrations = effectsRan(page);
  await page.goto(path);
  await integrations;
  await watched.settled();
  return { page, consoleErrors, ...watched };
}

const sum = (scripts: LoadedScript[]) => scripts.reduce((total, s) => total + s.gzipBytes, 0);

test.describe('error reporting with Sentry configured', () => {
  let sentry: TestSentry;
  let site: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    sentry = await startSentry();
    site = await startServer(
      'sentry',
      { SENTRY_DSN: sentry.dsn(42), SENTRY_ENVIRONMENT: 'e2e', ERROR_TEST_PAGES: 'true' },
      ['--reuse-build'],
    );
  });

  test.afterAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    await site?.stop();
    await sentry?.stop();
  });

  test('a page without errors loads no Sentry SDK, only a small module', async ({ newPage }) => {
    // Prefetching comes and goes with the timing; the pages' own scripts do not.
    const withSentry = await open(newPage, '/about/', site.baseURL, { prefetch: false });
    const without = await open(newPage, '/about/', baseURL(), { prefetch: false });
    const loaded = await withSentry.scripts();
    const baseline = await without.scripts();
    expect(loaded.filter((script) => script.isSentry)).toEqual([]);
    // What any configured integration brings along is not error reporting's own cost.
    const starter = loaded.filter((script) => script.isIntegrationsStarter);
    expect(starter).toHaveLength(1);
    expect(baseline.filter((script) => script.isIntegrationsStarter)).toEqual([]);
    const added = sum(loaded) - sum(baseline) - sum(starter);
    console.log(
      `Error reporting adds ${added} bytes gzip of script to a page without errors, ` +
        `beside the integrations' starter (${sum(starter)} bytes)`,
    );
    expect(added).toBeGreaterThan(0);
    expect(added).toBeLessThanOrEqual(1024);
    await withSentry.page.context().close();
    await without.page.context().close();
  });

  test('reports an error caught by the error page once, through the site’s tunnel only', async ({
    newPage,
  }) => {
    const { page, requests, scripts, quiet } = await open(
      newPage,
      '/sentry-client-test/?email=visitor%40example.ch#section',
      site.baseURL,
    );
    const before = await scripts();
    await page.getByRole('button', { name: enShared.diagnostics.clientButton }).click();
    await expect(page.getByRole('heading', { name: enShared.error.title })).toBeVisible();

    const { envelope, event } = await sentry.waitForEvent((event) =>
      exceptionMessages(event).includes(clientErrorMessage),
    );
    // A second report, which must not come, would leave with the first: once the browser has
    // no request under way, everything the error caused has been sent, and once Sentry has
    // received each report the browser sent to the tunnel, it has arrived.
    await quiet();
    const tunnelled = () =>
      requests.filter((url) => new URL(url).pathname === '/api/monitoring/').length;
    const fromBrowserSdk = () =>
      sentry
        .envelopes()
        .filter((item) => (item.header.sdk as { name?: string } | undefined)?.name === browserSdk)
        .length;
    await expect
      .poll(() => tunnelled() - fromBrowserSdk(), { message: 'reports still on their way' })
      .toBe(0);
    const fromBrowsers = sentry
      .events()
      .filter((e) => (e.envelope.header.sdk as { name?: string } | undefined)?.name === browserSdk);
    expect(fromBrowsers).toHaveLength(1);

    // The browser talked to the site only; the report went through the tunnel.
    expect(requests.every((url) => new URL(url).origin === site.baseURL)).toBe(true);
    expect(requests.filter((url) => new URL(url).pathname === '/api/monitoring/')).toHaveLength(1);
    expect(envelope.header.dsn).toBe(sentry.dsn(42));

    // The SDK came only with the error.
    expect(before.filter((script) => script.isSentry)).toEqual([]);
    const after = await scripts();
    const lazy = after.filter((script) => !before.some((b) => b.url === script.url));
    expect(lazy.some((script) => script.isSentry)).toBe(true);
    console.log(
      `The SDK chunk(s) loaded on the first error: ${sum(lazy.filter((s) => s.isSentry))} bytes gzip`,
    );

    expect(event).toMatchObject({ platform: 'javascript', environment: 'e2e' });
    // Without personal data: no IP address, no query string or fragment of the page's address.
    expect(event.user?.ip_address).toBeUndefined();
    expect(event.sdk?.settings?.infer_ip).toBe('never');
    expect(event.request?.url).toBe(`${site.baseURL}/sentry-client-test/`);
    await page.context().close();
  });

  test('reports an uncaught error after loading the SDK for it', async ({ newPage }) => {
    const { page, scripts } = await open(newPage, '/de/sentry-client-test/', site.baseURL);
    expect((await scripts()).filter((script) => script.isSentry)).toEqual([]);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new TypeError('Error reporting test: uncaught error');
      });
    });
    const { event } = await sentry.waitForEvent((event) =>
      exceptionMessages(event).includes('Error reporting test: uncaught error'),
    );
    expect(event.exception?.values?.[0]).toMatchObject({
      type: 'TypeError',
      mechanism: { handled: false },
    });
    await page.context().close();
  });

  test('reports a server error from the server, without cookies or query', async () => {
    const response = await fetch(`${site.baseURL}/sentry-server-test/?token=secret-token`, {
      headers: { cookie: 'cc_cookie=consent; session=secret-session' },
    });
    expect(response.status).toBe(500);
    const { event } = await sentry.waitForEvent((event) =>
      exceptionMessages(event).includes(serverErrorMessage),
    );
    expect(event).toMatchObject({ platform: 'node', environment: 'e2e' });
    const serialized = JSON.stringify(event);
    expect(serialized).not.toContain('secret-session');
    expect(serialized).not.toContain('secret-token');
    expect(event.user?.ip_address).toBeUndefined();
  });

  test('the tunnel forwards only envelopes for the configured project', async () => {
    const post = (body: BodyInit) =>
      fetch(`${site.baseURL}/api/monitoring/`, { method: 'POST', body });
    const envelope = (dsn: string, message: string) =>
      [
        JSON.stringify({ dsn, event_id: 'a'.repeat(32), sent_at: new Date().toISOString() }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify({ message, platform: 'javascript' }),
      ].join('\n');
    const received = () => sentry.requests.length;
    const countBefore = received();

    expect((await post(envelope(sentry.dsn(7), 'other project'))).status).toBe(403);
    expect(
      (await post(envelope('http://publickey@sentry.example.com/42', 'other host'))).status,
    ).toBe(403);
    expect((await post('not an envelope')).status).toBe(400);
    expect((await post(envelope('not a dsn', 'no dsn'))).status).toBe(400);
    expect((await post('x'.repeat(1024 * 1024 + 1))).status).toBe(413);
    expect(received()).toBe(countBefore);

    const accepted = await post(envelope(sentry.dsn(42), 'tunnelled'));
    expect(accepted.status).toBe(200);
    const forwarded = sentry.requests.at(-1);
    expect(forwarded).toMatchObject({ method: 'POST', path: '/api/42/envelope/' });
    expect(forwarded?.headers['content-type']).toBe('application/x-sentry-envelope');
    expect(forwarded?.headers['x-forwarded-for']).toBeUndefined();
    expect(forwarded?.envelope?.items[0]?.payload).toMatchObject({ message: 'tunnelled' });
  });

  test('answers 502 when Sentry cannot be reached', async () => {
    test.setTimeout(HOOK_TIMEOUT);
    const unreachable = await startSentry();
    const dsn = unreachable.dsn(42);
    await unreachable.stop();
    const other = await startServer('sentry-unreachable', { SENTRY_DSN: dsn }, ['--reuse-build']);
    try {
      const response = await fetch(`${other.baseURL}/api/monitoring/`, {
        method: 'POST',
        body: `${JSON.stringify({ dsn })}\n{"type":"event"}\n{}`,
      });
      expect(response.status).toBe(502);
    } finally {
      await other.stop();
    }
  });
});

test.describe('error reporting without SENTRY_DSN', () => {
  test('has no tunnel', async () => {
    const response = await fetch(`${baseURL()}/api/monitoring/`, {
      method: 'POST',
      body: `${JSON.stringify({ dsn: 'http://publickey@127.0.0.1:9/42' })}\n{"type":"event"}\n{}`,
    });
    expect(response.status).toBe(404);
  });

  test('loads no Sentry code and sends nothing, even on an error', async ({ newPage }) => {
    const { page, requests, scripts, quiet } = await open(
      newPage,
      '/sentry-client-test/',
      baseURL(),
    );
    await page.getByRole('button', { name: enShared.diagnostics.clientButton }).click();
    await expect(page.getByRole('heading', { name: enShared.error.title })).toBeVisible();
    // Whatever the error caused has been sent.
    await quiet();
    expect((await scripts()).filter((script) => script.isSentry)).toEqual([]);
    expect(requests.filter((url) => url.includes('/api/monitoring/'))).toEqual([]);
    await page.context().close();
  });

  test('serves the test pages only with ERROR_TEST_PAGES=true', async () => {
    for (const path of ['/sentry-client-test/', '/de/sentry-server-test/']) {
      expect((await fetch(`${blogOffBaseURL()}${path}`)).status).toBe(404);
    }
    const html = await (await fetch(`${baseURL()}/de/sentry-client-test/`)).text();
    expect(html).toContain('name="robots" content="noindex');
  });
});
