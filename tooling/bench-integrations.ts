/**
 * `npm run bench:integrations` (also run by `npm run bench`): what the integrations cost a page.
 *
 * Serves the current build three ways and loads content pages in Chromium, summing every script
 * the page loads (its own chunks, lazy chunks and third-party scripts), each compressed with gzip
 * as served:
 * - none: no integration configured;
 * - no consent: every integration configured against local services that speak their protocols,
 *   on a first visit (the consent banner open);
 * - consented: the same after "Accept all".
 * The differences to "none" are what the integrations add; the consented page is the page's own
 * scripts (as `npm run bench` counts them) plus what consent added.
 * Budgets: "no consent" adds at most 5 KiB to "none"; "consented" stays under 200 KiB.
 * Prints a table, writes test-results/bench-integrations.json, exits non-zero over budget.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { chromium, type Browser, type Page } from '@playwright/test';

import { ensureBuild, projectRoot } from '../scripts/lib/build.mjs';
import { parseCommandLine } from '../scripts/lib/command-line.mjs';
import { startAllServices } from '../tests/e2e/setup/services/all';
import { chromiumFlags, findChromium } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/server.mjs';

const BUDGET = { addedWithoutConsentKiB: 5, consentedPageKiB: 200 };
const PAGES = ['/', '/about/', '/blog/postgres-is-enough/', '/de/dienstleistungen/', '/pricing/'];
const SETTLE_MS = 4_000;

parseCommandLine({
  usage: `Usage: npm run bench:integrations

Measures what the third-party integrations add to a page's JavaScript: serves the build with no
integration configured and with every one configured against local stand-ins, loads content
pages in Chromium before consent and after "Accept all", and sums every script loaded (gzip).
Prints a table, writes test-results/bench-integrations.json, and exits with 1 over a budget.
Builds the site first when the sources changed; npm run bench runs it too.

Budgets:
  before consent         the integrations add at most ${BUDGET.addedWithoutConsentKiB} KiB
  everything consented   a page stays under ${BUDGET.consentedPageKiB} KiB

Options:
  -h, --help   print this text

Environment:
  CHROMIUM_PATH   the Chromium or Chrome to measure in (default: /usr/bin/chromium,
                  chromium-browser or google-chrome)
`,
});

const kib = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** The page's own scripts as its HTML lists them (the way `tooling/bench.mjs` counts). */
async function htmlScriptBytes(base: string, path: string): Promise<number> {
  const html = await (await fetch(`${base}${path}`)).text();
  const sources = new Set(
    [...html.matchAll(/<script\b[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => !/\bnoModule\b/i.test(tag))
      .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
      .filter((source): source is string => Boolean(source)),
  );
  let total = 0;
  for (const source of sources) {
    const body = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

async function scriptBytes(
  browser: Browser,
  url: string,
  before?: (page: Page) => Promise<void>,
): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (before) await before(page);
  const bodies: Array<Promise<number>> = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' || response.status() !== 200) return;
    bodies.push(
      response.body().then(
        (body) => gzipSync(body, { level: 9 }).length,
        () => 0,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(SETTLE_MS);
  const total = (await Promise.all(bodies)).reduce((sum, size) => sum + size, 0);
  await context.close();
  return total;
}

ensureBuild({ log: () => {} });
const services = await startAllServices();
const logDir = join(projectRoot, 'test-results');
mkdirSync(logDir, { recursive: true });
const serve = (name: string, env: Record<string, string>) =>
  startServer({
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), `bench-${name}-`)), ...env },
    args: ['--reuse-build'],
    logFile: join(logDir, `server-bench-${name}.log`),
  });
const [plain, configured] = await Promise.all([serve('plain', {}), serve('all', services.env)]);
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: chromiumFlags,
});

type Row = {
  page: string;
  /** The page's own scripts, as `npm run bench` counts them. */
  pageKiB: number;
  addedBeforeConsentKiB: number;
  addedConsentedKiB: number;
  consentedPageKiB: number;
};
const rows: Row[] = [];
try {
  for (const path of PAGES) {
    const none = await scriptBytes(browser, `${plain.baseURL}${path}`);
    const noConsent = await scriptBytes(browser, `${configured.baseURL}${path}`);
    const consented = await scriptBytes(browser, `${configured.baseURL}${path}`, async (page) => {
      // Accept everything on a first page, then measure a fresh load of the page.
      await page.goto(`${configured.baseURL}/imprint/`);
      await page
        .locator('[data-consent-banner]')
        .getByRole('button', { name: 'Accept all' })
        .click();
      await page.waitForTimeout(1_000);
    });
    // Chromium also loads the chunks of the pages the site prefetches; they are the same in all
    // three runs, so the differences are what the integrations add.
    const own = await htmlScriptBytes(plain.baseURL, path);
    rows.push({
      page: path,
      pageKiB: kib(own),
      addedBeforeConsentKiB: kib(noConsent - none),
      addedConsentedKiB: kib(consented - none),
      consentedPageKiB: kib(own + consented - none),
    });
  }
} finally {
  await browser.close();
  await Promise.all([plain.stop(), configured.stop()]);
  await services.stop();
}

console.log('\nJavaScript per page with the integrations (KiB gzip, every script loaded):');
console.table(rows);
const worstAdded = Math.max(...rows.map((row) => row.addedBeforeConsentKiB));
const worstConsented = Math.max(...rows.map((row) => row.consentedPageKiB));
console.log(
  `Added before consent: at most ${worstAdded.toFixed(1)} KiB (budget ${BUDGET.addedWithoutConsentKiB}); ` +
    `consented page: at most ${worstConsented.toFixed(1)} KiB (budget < ${BUDGET.consentedPageKiB})`,
);
writeFileSync(
  join(logDir, 'bench-integrations.json'),
  JSON.stringify({ budget: BUDGET, rows }, null, 2),
);

const failures = [
  ...(worstAdded > BUDGET.addedWithoutConsentKiB ? ['integrations before consent'] : []),
  ...(worstConsented >= BUDGET.consentedPageKiB ? ['consented page'] : []),
];
if (failures.length > 0) {
  console.error(`Over budget: ${failures.join(', ')}`);
  process.exitCode = 1;
}
