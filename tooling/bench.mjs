#!/usr/bin/env node
/**
 * `npm run bench`: the site's pages against a short and a long bare Next.js page and plain HTML,
 * on a clean production build: build time, JavaScript per page, Lighthouse and what the
 * integrations add. The references tell what the framework, a page's worth of text and the
 * browser cost from what the site adds, so a change that costs visitors time shows before it
 * ships. How it measures and the targets: docs/performance.md; the options: USAGE below.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { lighthouseText, missesOf, reportHtml, scriptsText, TARGETS } from './lib/bench-report.mjs';
import { lighthouseRun, summarizeRuns } from './lib/lighthouse.mjs';
import { buildPhotoSite } from './lib/photo-site.mjs';
import { startBareNextPage, startPlainHtmlPage } from './lib/reference-sites.mjs';
import { scriptSourcesOf } from '../scripts/lib/after-build/page-scripts.mjs';
import { ensureBuild, projectRoot } from '../scripts/lib/build.mjs';
import { parseCommandLine } from '../scripts/lib/command-line.mjs';
import { startServer } from '../tests/support/server.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';

const LIGHTHOUSE_PAGES = [
  ['home', '/', '/de/'],
  ['about', '/about/', '/de/uberuns/'],
  ['services', '/services/', '/de/dienstleistungen/'],
  ['service', '/services/web-applications/', '/de/dienstleistungen/web-applications/'],
  ['case studies', '/case-studies/', '/de/case-studies/'],
  [
    'case study',
    '/case-studies/alpina-logistics-dispatch/',
    '/de/case-studies/alpina-logistics-dispatch/',
  ],
  ['blog', '/blog/', '/de/blog/'],
  ['blog post', '/blog/postgres-is-enough/', '/de/blog/postgres-is-enough/'],
  ['team member', '/team/nadia-keller/', '/de/team/nadia-keller/'],
  ['pricing', '/pricing/', '/de/preise/'],
  ['jobs', '/jobs/', '/de/jobs/'],
  ['job', '/jobs/senior-fullstack-engineer/', '/de/jobs/senior-fullstack-engineer/'],
  ['contact', '/contact-us/', '/de/contact-us/'],
  ['startups', '/cto-early-stage-startups/', '/de/growth-stage-startups/'],
  ['legal', '/privacy/', '/de/impressum/'],
];
/**
 * The templates whose largest paint is a picture, on a copy of the site where editors have
 * uploaded a photo for every entry (tooling/lib/photo-site.mjs). Their LCP under real
 * throttling is judged by the picture's target against the bare page's.
 */
const PHOTO_PAGES = [
  ['blog (photo)', '/blog/', '/de/blog/'],
  ['services (photo)', '/services/', '/de/dienstleistungen/'],
  ['team member (photo)', '/team/nadia-keller/', '/de/team/nadia-keller/'],
];
/** Content pages whose HTML's scripts are weighed. */
const SCRIPT_PAGES = [
  '/',
  '/de/',
  '/about/',
  '/de/dienstleistungen/',
  '/blog/choosing-a-software-partner/',
  '/de/case-studies/alpina-logistics-dispatch/',
  '/pricing/',
];

const USAGE = `Usage: npm run bench -- [options]

Builds the site from scratch and measures it against three references it builds beside it: a
bare Next.js page, a second page of it as long as the site's pages, and the short page as plain
HTML. It measures the build time, the JavaScript each content page's HTML loads, Lighthouse
(mobile) on one page of every template in both languages, what the third-party integrations add
(npm run bench:integrations), and the pages whose largest paint is a picture again with uploaded
photos. Prints tables, writes test-results/bench.json and test-results/bench.html, and exits
with 1 when a target is missed (docs/performance.md). Takes about an hour and a half on 2 cores.

Options:
  --runs N             Lighthouse runs per page with simulated throttling (default: 5)
  --devtools-runs N    runs per page with real (devtools) throttling, for the LCP beside the
                       simulated one (default: 3, at most --runs)
  --no-devtools        simulated runs only; the devtools LCP target is then not checked
  --no-lighthouse      build time and JavaScript only
  --no-integrations    leave out what the integrations add
  --no-photos          leave out the pages with uploaded photos
  --templates LIST     audit only these templates, in both languages, beside the references
                       (comma-separated, --templates "home,blog post"; an unknown name lists
                       them all)
  --no-fail            exit with 0 even when a target is missed
  -h, --help           print this text

Environment:
  CHROMIUM_PATH   the Chromium or Chrome to audit with (default: /usr/bin/chromium,
                  chromium-browser or google-chrome)
`;

const { values: flags, fail } = parseCommandLine({
  usage: USAGE,
  options: {
    runs: { type: 'string', default: '5' },
    'devtools-runs': { type: 'string' },
    'no-devtools': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-integrations': { type: 'boolean', default: false },
    'no-photos': { type: 'boolean', default: false },
    'no-fail': { type: 'boolean', default: false },
    templates: { type: 'string' },
  },
});
const count = (/** @type {string} */ name, /** @type {string} */ text) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) fail(`--${name} needs a whole number ≥ 1`);
  return value;
};
const runs = count('runs', flags.runs);
const templates = flags.templates?.split(',').map((name) => name.trim());
const allPages = [
  ...LIGHTHOUSE_PAGES.map((row) => ({ row, site: 'site' })),
  ...(flags['no-photos'] ? [] : PHOTO_PAGES.map((row) => ({ row, site: 'photos' }))),
];
const unknownTemplates = templates?.filter(
  (name) => !allPages.some(({ row: [template] }) => template === name),
);
if (unknownTemplates?.length) {
  fail(
    `--templates: no template ${unknownTemplates.join(', ')}; there are ${allPages.map(({ row: [template] }) => template).join(', ')}`,
  );
}
const auditedPages = allPages.filter(
  ({ row: [template] }) => !templates || templates.includes(/** @type {string} */ (template)),
);
const devtoolsRuns = flags['no-devtools']
  ? 0
  : count('devtools-runs', flags['devtools-runs'] ?? String(Math.min(3, runs)));

const kib = (/** @type {number} */ bytes) => Number((bytes / 1024).toFixed(1));
const reportDir = join(projectRoot, 'test-results');
const [loadBefore = 0] = loadavg();

/**
 * What a page of memory the process has not touched before costs this machine, in µs per 4 KiB
 * (the median of three children touching 64 MiB each). On a virtual machine whose host maps its
 * memory only when it is first written, a new browser tab pays this for every page its heap and
 * DOM grow into, inside the tasks Lighthouse counts: the figure says whether a run's timings are
 * the pages' or the host's (see docs/performance.md).
 */
function freshPageMicroseconds() {
  const touch =
    'const b = Buffer.allocUnsafeSlow(1 << 26); const t = performance.now();' +
    'for (let i = 0; i < b.length; i += 4096) b[i] = 1;' +
    'console.log(((performance.now() - t) * 1000) / (b.length / 4096));';
  const samples = [1, 2, 3].map(() =>
    Number(spawnSync(process.execPath, ['-e', touch], { encoding: 'utf8' }).stdout),
  );
  return Number(samples.sort((a, b) => a - b)[1]).toFixed(1);
}
const freshPageBefore = freshPageMicroseconds();

rmSync(join(projectRoot, '.next'), { recursive: true, force: true });
const buildStart = performance.now();
ensureBuild({ log: () => {} });
const buildSeconds = (performance.now() - buildStart) / 1000;
const photoRoot = join(reportDir, 'bench-photo-site');
if (auditedPages.some(({ site }) => site === 'photos')) await buildPhotoSite(photoRoot);

/** @type {(() => Promise<void>)[]} stops every server started, whatever fails after */
const stops = [];
/** @template {{ stop: () => Promise<void> }} T @param {Promise<T>} starting */
async function started(starting) {
  const site = await starting;
  stops.push(site.stop);
  return site;
}

/** @type {Map<string, { raw: number, gzip: number, brotli: number }>} by absolute URL */
const scriptCache = new Map();
/** The scripts the page's HTML loads, summed; the same way for the site and the bare page. */
async function scriptSizes(/** @type {string} */ pageURL) {
  const html = await (await fetch(pageURL)).text();
  const sources = new Set(scriptSourcesOf(html).map((src) => new URL(src, pageURL).href));
  const total = { scripts: sources.size, raw: 0, gzip: 0, brotli: 0 };
  for (const src of sources) {
    if (!scriptCache.has(src)) {
      const body = Buffer.from(await (await fetch(src)).arrayBuffer());
      scriptCache.set(src, {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        brotli: brotliCompressSync(body).length,
      });
    }
    const size = /** @type {{ raw: number, gzip: number, brotli: number }} */ (
      scriptCache.get(src)
    );
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/** @typedef {import('./lib/bench-report.mjs').PageResult & { url: string, lighthouseRuns: { simulate: import('./lib/lighthouse.mjs').LighthouseRun[], devtools: import('./lib/lighthouse.mjs').LighthouseRun[] } }} AuditedPage */
/** @param {Omit<AuditedPage, 'lighthouseRuns'>} page @returns {AuditedPage} */
const audited = (page) => ({ ...page, lighthouseRuns: { simulate: [], devtools: [] } });

let bareBuildSeconds = NaN;
/** @type {AuditedPage[]} */
let sitePages = [];
/** @type {AuditedPage[]} the short and the long bare Next page and the plain HTML page */
let references = [];
let bareScripts = { scripts: 0, raw: 0, gzip: 0, brotli: 0 };
const scriptRows = [];
try {
  const bareSite = await started(
    startBareNextPage({ logFile: join(reportDir, 'bench-bare-next.log') }),
  );
  bareBuildSeconds = bareSite.buildSeconds;
  const plainSite = await started(startPlainHtmlPage());
  const server = await started(startServer({ logFile: join(reportDir, 'server-bench.log') }));
  const photoServer = auditedPages.some(({ site }) => site === 'photos')
    ? await started(
        startServer({ cwd: photoRoot, logFile: join(reportDir, 'server-bench-photos.log') }),
      )
    : undefined;

  sitePages = auditedPages.flatMap(({ row: [template, ...paths], site }) =>
    paths.map((path, index) =>
      audited({
        template: /** @type {string} */ (template),
        locale: index === 0 ? 'en' : 'de',
        path: /** @type {string} */ (path),
        url: `${(site === 'photos' ? photoServer : server)?.baseURL}${path}`,
        ...(site === 'photos' ? { photo: true } : {}),
      }),
    ),
  );
  references = [
    audited({
      template: 'bare Next',
      locale: 'en',
      path: '/',
      reference: 'bare',
      url: `${bareSite.baseURL}/`,
    }),
    audited({
      template: 'bare Next (long)',
      locale: 'en',
      path: bareSite.longPath,
      reference: 'bareLong',
      url: `${bareSite.baseURL}${bareSite.longPath}`,
    }),
    audited({
      template: 'plain HTML',
      locale: 'en',
      path: '/',
      reference: 'plain',
      url: `${plainSite.baseURL}/`,
    }),
  ];

  bareScripts = await scriptSizes(`${bareSite.baseURL}/`);
  for (const page of SCRIPT_PAGES) {
    scriptRows.push({ page, ...(await scriptSizes(`${server.baseURL}${page}`)) });
  }

  if (!flags['no-lighthouse']) {
    const targets = [...sitePages, ...references];
    const rounds = Math.max(runs, devtoolsRuns);
    // One run whose figures are dropped. The first run of the bench's process pays for
    // Lighthouse compiling its own code and for Chromium's first start from disk, on the same
    // cores as the page: the page audited first took a TBT of 514 ms (performance 87), against
    // 22–69 ms in its other rounds.
    await lighthouseRun(targets[0].url);
    for (let round = 0; round < rounds; round += 1) {
      // Each round starts at another page, so that no page is always the one audited first.
      const offset = Math.round((round * targets.length) / rounds);
      const order = [...targets.slice(offset), ...targets.slice(0, offset)];
      for (const [index, page] of order.entries()) {
        for (const [method, wanted] of /** @type {const} */ ([
          ['simulate', runs],
          ['devtools', devtoolsRuns],
        ])) {
          if (round >= wanted) continue;
          const run = await lighthouseRun(page.url, { throttlingMethod: method });
          if (run) page.lighthouseRuns[method].push(run);
          console.log(
            `[round ${round + 1}/${rounds}, ${index + 1}/${order.length}] ${method.padEnd(8)} ` +
              `${page.template} ${page.locale} ${page.path}: ` +
              (run
                ? `perf ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms, JS ${run.scriptKiB} KiB`
                : 'failed'),
          );
        }
      }
    }
  }
} finally {
  await Promise.all(stops.map((stop) => stop()));
}

const [bare, bareLong, plain] = /** @type {[AuditedPage, AuditedPage, AuditedPage]} */ (references);
for (const page of [...sitePages, bare, bareLong, plain]) {
  page.simulated = summarizeRuns(page.lighthouseRuns.simulate);
  page.devtools = summarizeRuns(page.lighthouseRuns.devtools);
}
const strip = (/** @type {AuditedPage} */ { url: _url, lighthouseRuns: _runs, ...page }) => page;
const toKiB = (
  /** @type {{ scripts: number, raw: number, gzip: number, brotli: number }} */ size,
) => ({
  scripts: size.scripts,
  rawKiB: kib(size.raw),
  gzipKiB: kib(size.gzip),
  brotliKiB: kib(size.brotli),
  overBareKiB: kib(size.gzip - bareScripts.gzip),
});
/** @type {import('./lib/bench-report.mjs').BenchResults} */
const results = {
  date: new Date().toISOString(),
  machine: `${cpus().length} cores, load average ${loadBefore.toFixed(2)} before, ${(loadavg()[0] ?? 0).toFixed(2)} after; a fresh 4 KiB page of memory ${freshPageBefore} µs before, ${freshPageMicroseconds()} µs after; next ${readVersion('next')}, react ${readVersion('react')}, lighthouse ${readVersion('lighthouse')}`,
  options: flags['no-lighthouse'] ? { runs: 0, devtoolsRuns: 0 } : { runs, devtoolsRuns },
  build: {
    siteSeconds: Number(buildSeconds.toFixed(1)),
    bareNextSeconds: Number(bareBuildSeconds.toFixed(1)),
  },
  scripts: [
    { page: 'bare Next /', ...toKiB(bareScripts) },
    ...scriptRows.map(({ page, ...size }) => ({ page, ...toKiB(size) })),
  ],
  pages: sitePages.map(strip),
  bare: strip(bare),
  bareLong: strip(bareLong),
  plain: strip(plain),
};

function readVersion(/** @type {string} */ name) {
  const file = join(projectRoot, 'node_modules', name, 'package.json');
  return /** @type {{ version: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).version;
}

const failures = [];
if (buildSeconds > TARGETS.buildSeconds) failures.push(`build time ${buildSeconds.toFixed(1)} s`);
for (const row of results.scripts.slice(1)) {
  if (row.overBareKiB > TARGETS.jsOverBareKiB) {
    failures.push(`${row.page}: HTML scripts ${row.overBareKiB} KiB over the bare page's`);
  }
}
if (!flags['no-lighthouse']) {
  for (const page of results.pages) {
    const misses = missesOf(page, results);
    if (misses.length) failures.push(`${page.path} (${misses.join(', ')})`);
  }
}

console.log(`\nMachine: ${results.machine}`);
console.log(
  `\nFull build: ${results.build.siteSeconds} s (budget ${TARGETS.buildSeconds} s); ` +
    `the bare Next app: ${results.build.bareNextSeconds} s`,
);
console.log(
  `\nJavaScript in each page's HTML (at most ${TARGETS.jsOverBareKiB} KiB gzip over the bare page):`,
);
console.log(scriptsText(results.scripts));
if (!flags['no-lighthouse']) console.log(`\n${lighthouseText(results)}`);

mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(join(reportDir, 'bench.html'), reportHtml(results, failures));
console.log(`\nReport: ${join(reportDir, 'bench.html')}`);

if (!flags['no-integrations']) {
  // What the integrations add, measured on the same build in Chromium (tooling/bench-integrations.ts).
  const integrations = spawnSync('npx', ['tsx', 'tooling/bench-integrations.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (integrations.status !== 0) failures.push('integrations (see above)');
}

if (failures.length) {
  console.error(`\nTargets missed:\n  ${failures.join('\n  ')}`);
  if (!flags['no-fail']) process.exit(1);
} else {
  console.log('\nAll targets met.');
}
