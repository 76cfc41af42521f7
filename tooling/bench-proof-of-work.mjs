#!/usr/bin/env node
/**
 * `npm run bench:proof-of-work`: how long a visitor's browser needs for the forms' proof of
 * work, with Chromium's CPU throttled 4× (a mid-range phone).
 *
 * Two figures per run, each on a fresh page of the contact form:
 * - as a visitor gets it: from the first focus in the form to the solved check (loading the
 *   widget, fetching a challenge, solving in the worker). Chromium throttles the page's main
 *   thread only, not the worker;
 * - the solving alone on the throttled main thread (altcha-lib's WebCrypto solver, the same
 *   work the worker does), which bounds what a phone with one slow core needs.
 *
 * Target: the main-thread solving's median under 1 s; the command exits with 1 otherwise.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { chromium } from '@playwright/test';

import { ensureBuild, projectRoot } from '../scripts/lib/build.mjs';
import { parseCommandLine } from '../scripts/lib/command-line.mjs';
import { chromiumFlags, findChromium } from '../tests/support/chromium.mjs';
import { startServer } from '../tests/support/server.mjs';

const { values: options, fail } = parseCommandLine({
  usage: `Usage: npm run bench:proof-of-work -- [options]

Measures the forms' proof of work in Chromium with the CPU throttled 4x, on a fresh contact
page per run: from the first focus in the form to the solved check, and the solving alone on
the main thread. Prints medians and maxima, writes test-results/bench-proof-of-work.json, and
exits with 1 when the main thread's median is 1 s or more. Builds the site first when the
sources changed.

Options:
  --runs N        runs, each on a fresh page (default: 9)
  --reuse-build   measure the existing build as it is, without building for changed sources
  -h, --help      print this text

Environment:
  CHROMIUM_PATH   the Chromium or Chrome to measure in (default: /usr/bin/chromium,
                  chromium-browser or google-chrome)
`,
  options: {
    runs: { type: 'string', default: '9' },
    'reuse-build': { type: 'boolean', default: false },
  },
});

const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) fail('--runs must be a positive whole number');

const THROTTLING = 4;
const TARGET_MS = 1_000;
/** altcha-lib's browser build, served to the page under this path for the main-thread solve. */
const LIB_PATH = '/bench-altcha-lib/';
// The resolved entry is the CommonJS build (dist/cjs/v2/index.js); its ES modules sit beside.
const libDir = join(dirname(createRequire(import.meta.url).resolve('altcha-lib')), '../../esm/v2');
const doneText = JSON.parse(readFileSync(join(projectRoot, 'messages/en/shared.json'), 'utf8'))
  .forms.proofOfWork.done;

if (!options['reuse-build']) ensureBuild();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-proof-of-work-'));
const resultsDir = join(projectRoot, 'test-results');
mkdirSync(resultsDir, { recursive: true });
const server = await startServer({
  env: { DATA_DIR: dataDir },
  args: ['--reuse-build'],
  logFile: join(resultsDir, 'bench-proof-of-work-server.log'),
});
const browser = await chromium.launch({
  executablePath: findChromium() ?? '/usr/bin/chromium',
  args: chromiumFlags,
});

/** One fresh contact page with the CPU throttled; both figures in milliseconds. */
async function measure() {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await page.route(`**${LIB_PATH}**`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: readFileSync(
        join(libDir, new URL(route.request().url()).pathname.slice(LIB_PATH.length)),
      ),
    }),
  );
  await page.goto('/contact-us/');
  await page.waitForLoadState('networkidle');
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING });

  const status = page.locator('form:has(#contact-name) p[role="status"]');
  await page.evaluate(() => {
    window.__focusedAt = performance.now();
    document.querySelector('#contact-name').focus();
  });
  await status.filter({ hasText: doneText }).waitFor({ timeout: 30_000 });
  const focusToDone = await page.evaluate(() => performance.now() - window.__focusedAt);

  const mainThread = await page.evaluate(async (libPath) => {
    const { solveChallenge } = await import(`${libPath}index.js`);
    const { deriveKey } = await import(`${libPath}algorithms/web/pbkdf2.js`);
    const challenge = await (await fetch('/api/proof-of-work/')).json();
    const started = performance.now();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('no solution');
    return performance.now() - started;
  }, LIB_PATH);
  await context.close();
  return { focusToDone, mainThread };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  const samples = [];
  for (let run = 1; run <= runs; run++) {
    samples.push(await measure());
    process.stdout.write(`run ${run}/${runs}\r`);
  }
  const summary = Object.fromEntries(
    ['focusToDone', 'mainThread'].map((key) => {
      const values = samples.map((sample) => sample[key]);
      return [key, { median: Math.round(median(values)), max: Math.round(Math.max(...values)) }];
    }),
  );
  console.log(`Proof of work at ${THROTTLING}x CPU throttling, ${runs} runs:`);
  console.log(
    `  focus to solved (worker):   median ${summary.focusToDone.median} ms, max ${summary.focusToDone.max} ms`,
  );
  console.log(
    `  solving on the main thread: median ${summary.mainThread.median} ms, max ${summary.mainThread.max} ms`,
  );
  const met = summary.mainThread.median < TARGET_MS;
  console.log(`  target (main thread under ${TARGET_MS} ms): ${met ? 'met' : 'MISSED'}`);
  process.exitCode = met ? 0 : 1;
  writeFileSync(
    join(resultsDir, 'bench-proof-of-work.json'),
    `${JSON.stringify({ throttling: THROTTLING, runs, ...summary, samples }, null, 2)}\n`,
  );
} finally {
  await browser.close();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
