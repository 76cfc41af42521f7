import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium, type Page } from '@playwright/test';
import { count } from 'drizzle-orm';

import { startDatabase, type DatabaseFixture } from './setup/engines';
import { startLeadSite, type LeadSite } from './setup/leads';
import { runVitals } from './setup/leads-cli';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { webVitals } from '../../src/server/db/schema';
import { chromiumFlags, findChromium } from '../support/chromium.mjs';
import { freePort } from '../support/server.mjs';

// A phone's Chrome: the headless browser's own user agent names it a bot, which is not measured.
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/131.0.0.0 Mobile Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/**
 * Opens `path` and waits until its measurement runs: the script loads only once the page is
 * idle, and a page left before that sends nothing. Its chunk is the one that names the endpoint.
 */
async function openMeasured(page: Page, path: string) {
  const loaded = page.waitForResponse(
    async (response) =>
      response.request().resourceType() === 'script' &&
      // A script of the page being left may have no body to read any more.
      (await response.text().catch(() => '')).includes('/api/vitals/'),
  );
  await page.goto(path);
  await loaded;
  // A frame later the chunk has run.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

/**
 * Clicks the heading and waits until the browser has timed the interaction: a page left in the
 * same frame would have no entry for it, and so no INP.
 */
async function interact(page: Page) {
  await page.locator('h1').click();
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'first-input', buffered: true }),
      ),
  );
}

// Starting PostgreSQL and the site, and each command (tsx): a busy machine takes its time.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.describe("real visitors' Core Web Vitals", () => {
  let database: DatabaseFixture;
  let site: LeadSite;
  let reportDir: string;
  let metricsPort: number;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    // PostgreSQL, so that the samples can be read and the command run while the site serves.
    database = await startDatabase('postgresql', 'vitals');
    metricsPort = await freePort();
    site = await startLeadSite({
      name: 'vitals',
      databaseUrl: database.url,
      env: { RATE_LIMIT: 'true', METRICS_PORT: String(metricsPort) },
    });
    reportDir = mkdtempSync(join(tmpdir(), 'vitals-report-'));
  });

  test.afterAll(async () => {
    await site?.stop();
    await database?.stop();
    if (reportDir) rmSync(reportDir, { recursive: true, force: true });
  });

  const rows = () => site.query((db) => db.select().from(webVitals));
  const rowCount = () =>
    site.query(async (db) => (await db.select({ rows: count() }).from(webVitals))[0]?.rows ?? 0);
  /** The beacons the site has answered with 403, from its log of every request. */
  const refusedBeacons = () =>
    readFileSync(site.logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes('"route":"/api/vitals/"') && line.includes('"status":403'))
      .length;
  const vitals = (...args: string[]) => runVitals({ DATABASE_URL: database.url! }, ...args);

  const post = (body: string | Blob, headers: Record<string, string> = {}) =>
    fetch(`${site.baseURL}/api/vitals/`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': PHONE, ...headers },
      body,
    });
  const beacon = (overrides: Record<string, unknown> = {}) =>
    JSON.stringify({ path: '/about/', metrics: { LCP: 1200, CLS: 0 }, ...overrides });

  test('measures pages as a visitor leaves them, without a cookie, and stores no person', async () => {
    const { deploymentId } = (await (await fetch(`${site.baseURL}/build-id.json`)).json()) as {
      deploymentId: string;
    };
    const measured = (route: string, locale: string) =>
      rows().then((all) =>
        all
          .filter((row) => row.route === route && row.locale === locale)
          .map((row) => row.metric)
          .sort(),
      );
    // The phone's user agent for the whole browser: a context's override does not reach the
    // beacon a page sends as it is left, which would go out as the headless browser's.
    const browser = await chromium.launch({
      executablePath: findChromium() ?? '/usr/bin/chromium',
      args: [...chromiumFlags, `--user-agent=${PHONE}`],
    });
    try {
      const context = await browser.newContext({ baseURL: site.baseURL });
      const page = await context.newPage();
      await openMeasured(page, '/about/');
      await interact(page);
      // Leaving the page hides it: its beacon goes out.
      await openMeasured(page, '/de/uberuns/');
      await interact(page);
      await page.keyboard.press('Tab');
      // Closing the last page hides it too.
      await page.close({ runBeforeUnload: true });
      // Nothing the site sent set one, so no beacon can have carried one.
      expect(await context.cookies()).toEqual([]);
      // Each metric once per page view. The browser stays open until the last beacon, sent as
      // its page closed, has arrived.
      await expect
        .poll(() => measured('/about', 'en'))
        .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
      await expect
        .poll(() => measured('/about', 'de'))
        .toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    } finally {
      await browser.close();
    }

    // The same samples in the Prometheus histograms, one observation each.
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    for (const locale of ['en', 'de']) {
      const labels = `{route="/about",locale="${locale}",device="mobile"}`;
      expect(scraped).toContain(`site_web_vitals_lcp_seconds_count${labels} 1\n`);
      expect(scraped).toContain(`site_web_vitals_cls_count${labels} 1\n`);
    }

    for (const row of await rows()) {
      // Every column, so that nothing else (an address, a user agent, a path) can be added
      // unnoticed.
      expect(Object.keys(row).sort()).toEqual([
        'connection',
        'deployment',
        'device',
        'id',
        'locale',
        'metric',
        'recordedAt',
        'route',
        'value',
      ]);
      expect(row).toMatchObject({ device: 'mobile', deployment: deploymentId });
      expect(['slow-2g', '2g', '3g', '4g', 'unknown']).toContain(row.connection);
      expect(row.value).toBeGreaterThanOrEqual(0);
    }

    // The answer sets no cookie either.
    const answer = await post(beacon({ path: '/services/' }));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('set-cookie')).toBeNull();
  });

  test('does not measure a browser that names itself headless', async ({ newPage }) => {
    const before = await rowCount();
    const refusedBefore = refusedBeacons();
    const { page } = await newPage({ baseURL: site.baseURL });
    await openMeasured(page, '/services/');
    await page.locator('h1').click();
    await page.goto('/about/');
    // The beacon of the page left is refused (the log's request line), and nothing is stored.
    await expect.poll(refusedBeacons).toBeGreaterThan(refusedBefore);
    expect(await rowCount()).toBe(before);
  });

  test('refuses bots, oversized and malformed beacons with a 4xx, and stores nothing', async () => {
    const before = await rowCount();
    const refusals: Array<[string, Promise<Response>, number]> = [
      ['a bot', post(beacon(), { 'user-agent': GOOGLEBOT }), 403],
      ['another site', post(beacon(), { origin: 'https://elsewhere.example' }), 403],
      ['a form post', post(beacon(), { 'content-type': 'application/x-www-form-urlencoded' }), 415],
      ['an oversized body', post(beacon({ path: `/${'a'.repeat(4000)}/` })), 413],
      ['text that is not JSON', post('LCP=1200'), 400],
      ['bytes that are not UTF-8', post(new Blob([new Uint8Array([0xff, 0xfe, 0x7b])])), 400],
      ['an empty body', post(''), 400],
      ['an unknown metric', post(beacon({ metrics: { FID: 3 } })), 400],
      ['a negative value', post(beacon({ metrics: { LCP: -5 } })), 400],
      ['a field too many', post(beacon({ ip: '203.0.113.9' })), 400],
      ['a path of no page', post(beacon({ path: '/wp-admin/' })), 400],
      ['a blog post that does not exist', post(beacon({ path: '/blog/no-such-post/' })), 400],
      ['an LCP of ten minutes', post(beacon({ metrics: { LCP: 600_000 } })), 400],
      ['a CLS of 100', post(beacon({ metrics: { CLS: 100 } })), 400],
      ['a page of another deployment', post(beacon({ deployment: 'chosen-by-the-client' })), 409],
    ];
    for (const [what, answer, status] of refusals) {
      expect((await answer).status, what).toBe(status);
    }
    expect(await rowCount()).toBe(before);
  });

  test('prints the p75 per route and language and writes a report with a chart per metric', async () => {
    const out = join(reportDir, 'report.html');
    const result = vitals('--min-samples', '1', '--out', out);
    expect(result.stderr).toContain(`Wrote the report to ${out}.`);
    expect(result.status).toBe(0);
    const lines = result.stdout.split('\n');
    expect(lines[0]).toMatch(/^route\s+lang\s+metric\s+p75 7 d\s+n 7 d\s+rating 7 d/);
    for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) {
      expect(lines).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^/about\\s+en\\s+${metric}\\s+\\S+( ms)?\\s+\\d+\\s+(good|needs improvement|poor)\\s`,
          ),
        ),
      );
    }
    expect(lines).toContainEqual(expect.stringMatching(/^\/about\s+de\s+INP\s/));

    const html = readFileSync(out, 'utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<th scope="row">/about</th>');
    for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) {
      expect(html).toContain(`<title id="chart-${metric}-title">`);
    }
    expect(html.match(/<circle class="exact"/g)?.length).toBeGreaterThanOrEqual(5);

    // With the default threshold a handful of samples earns no rating.
    const sparse = vitals('--out', join(reportDir, 'sparse.html'));
    expect(sparse.status).toBe(0);
    expect(sparse.stdout).toContain('too few samples');
    expect(sparse.stdout).not.toMatch(/\b(good|poor|needs improvement)\b/);
  });

  test('explains a mistaken option', () => {
    const result = vitals('--min-samples', 'many');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--min-samples must be a whole number');
    expect(result.stderr).toContain('npm run vitals -- --help');
    const help = vitals('--help');
    expect(help.status).toBe(0);
    expect(help.stdout).toContain('Usage: npm run vitals');
  });

  test('stores one value of a route and metric per address and day, and refuses a flood', async () => {
    const before = await rowCount();
    const statuses: number[] = [];
    // The limit is 60 a minute; earlier tests have used some of it.
    for (let sent = 0; sent < 61 && !statuses.includes(429); sent++) {
      statuses.push((await post(beacon({ path: '/de/preise/', metrics: { TTFB: 100 } }))).status);
    }
    // The first is stored, the next taken and dropped (202), the rest refused.
    expect(statuses[0]).toBe(204);
    expect(statuses.slice(1).filter((status) => status !== 202 && status !== 429)).toEqual([]);
    expect(statuses).toContain(202);
    expect(statuses).toContain(429);
    expect(await rowCount()).toBe(before + 1);
    const scraped = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const repeats = /^site_web_vitals_dropped_total\{reason="repeat"\} (\d+)$/m.exec(scraped);
    expect(Number(repeats?.[1])).toBeGreaterThanOrEqual(statuses.filter((s) => s === 202).length);
  });
});
