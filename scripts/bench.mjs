#!/usr/bin/env node
/**
 * `npm run bench`: measures the performance budgets on a clean production build.
 *
 * - Build time: a full `next build` from scratch, budget 120 s on the reference machine
 *   (2 cores).
 * - JavaScript per page: every script a content page loads, compressed as served (gzip) and
 *   with brotli for comparison, budget 150 KiB gzip (the framework, the footer's newsletter
 *   sign-up, the runtime guards, and the integrations' loader and booking buttons). Chunks loaded later (on navigation or
 *   interaction) are not counted; polyfills marked noModule are not loaded by current browsers.
 * - Lighthouse (mobile preset, median of 3 runs) on one page of every template in both
 *   languages: targets 100 in all four categories, LCP ≤ 1400 ms, TBT ≤ 40 ms, CLS 0. (The
 *   not-found page is left out: Lighthouse refuses to audit a page answering 404.)
 *   `--no-lighthouse` skips it.
 *
 * - Integrations (scripts/bench-integrations.ts, also `npm run bench:integrations`): what the
 *   third-party integrations add before consent (budget 5 KiB) and a fully consented page
 *   (budget under 200 KiB).
 *
 * Prints tables, writes test-results/bench.json, and exits non-zero when a budget is exceeded.
 */
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, gzipSync } from 'node:zlib';

import { ensureBuild, projectRoot } from './lib/build.mjs';
import { auditPage } from './lib/lighthouse.mjs';
import { startServer } from './lib/server.mjs';

const BUDGETS = { buildSeconds: 120, scriptKiB: 150, lcpMs: 1400, tbtMs: 40, cls: 0, score: 100 };
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
  ['startups', '/cto-early-stage-startups/', '/de/growth-stage-startups/'],
  ['legal', '/privacy/', '/de/impressum/'],
];
const PAGES = [
  '/',
  '/de/',
  '/about/',
  '/de/dienstleistungen/',
  '/blog/choosing-a-software-partner/',
  '/de/case-studies/alpina-logistics-dispatch/',
  '/pricing/',
];

const kib = (bytes) => bytes / 1024;

rmSync(join(projectRoot, '.next'), { recursive: true, force: true });
const buildStart = performance.now();
ensureBuild({ log: () => {} });
const buildSeconds = (performance.now() - buildStart) / 1000;

const reportDir = join(projectRoot, 'test-results');
const server = await startServer({ logFile: join(reportDir, 'server-bench.log') });
const scriptCache = new Map();

async function scriptSizes(src) {
  if (!scriptCache.has(src)) {
    const body = Buffer.from(await (await fetch(new URL(src, server.baseURL))).arrayBuffer());
    scriptCache.set(src, {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      brotli: brotliCompressSync(body).length,
    });
  }
  return scriptCache.get(src);
}

const rows = [];
const audits = [];
try {
  for (const page of PAGES) {
    const html = await (await fetch(`${server.baseURL}${page}`)).text();
    // Scripts marked noModule are polyfills that no current browser downloads.
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const sources = [
      ...new Set(
        tags
          .filter((tag) => !/\bnoModule\b/i.test(tag))
          .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1])
          .filter(Boolean),
      ),
    ];
    const total = { raw: 0, gzip: 0, brotli: 0 };
    for (const src of sources) {
      const size = await scriptSizes(src);
      total.raw += size.raw;
      total.gzip += size.gzip;
      total.brotli += size.brotli;
    }
    rows.push({ page, scripts: sources.length, ...total });
  }
  if (!process.argv.includes('--no-lighthouse')) {
    for (const [template, ...paths] of LIGHTHOUSE_PAGES) {
      for (const path of paths) {
        const result = await auditPage(`${server.baseURL}${path}`);
        audits.push({ template, page: path, ...result });
        console.log(`Lighthouse ${path}: ${JSON.stringify(result)}`);
      }
    }
  }
} finally {
  await server.stop();
}

const worstGzip = Math.max(...rows.map((row) => row.gzip));
const results = {
  buildSeconds: Number(buildSeconds.toFixed(1)),
  lighthouse: audits,
  pages: rows.map((row) => ({
    page: row.page,
    scripts: row.scripts,
    rawKiB: Number(kib(row.raw).toFixed(1)),
    gzipKiB: Number(kib(row.gzip).toFixed(1)),
    brotliKiB: Number(kib(row.brotli).toFixed(1)),
  })),
};

console.log(`\nFull build: ${results.buildSeconds} s (budget ${BUDGETS.buildSeconds} s)`);
console.log(`\nJavaScript per page (budget ${BUDGETS.scriptKiB} KiB gzip):`);
console.table(results.pages);
if (audits.length) {
  console.log('\nLighthouse, mobile preset, median of 3 runs:');
  console.table(audits.map(({ failing: _failing, ...audit }) => audit));
}
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);

const failures = [];
if (buildSeconds > BUDGETS.buildSeconds) failures.push('build time');
if (kib(worstGzip) > BUDGETS.scriptKiB) failures.push('JavaScript per page');
for (const audit of audits) {
  const misses = [
    ...([audit.performance, audit.accessibility, audit.bestPractices, audit.seo].some(
      (score) => score < BUDGETS.score,
    )
      ? ['scores']
      : []),
    ...(audit.lcpMs > BUDGETS.lcpMs ? [`LCP ${audit.lcpMs} ms`] : []),
    ...(audit.tbtMs > BUDGETS.tbtMs ? [`TBT ${audit.tbtMs} ms`] : []),
    ...(audit.cls > BUDGETS.cls ? [`CLS ${audit.cls}`] : []),
  ];
  if (misses.length) failures.push(`${audit.page} (${misses.join(', ')})`);
}
// What the integrations add, measured on the same build in Chromium (scripts/bench-integrations.ts).
const integrations = spawnSync('npx', ['tsx', 'scripts/bench-integrations.ts'], {
  cwd: projectRoot,
  stdio: 'inherit',
});
if (integrations.status !== 0) failures.push('integrations (see above)');

if (failures.length) {
  console.error(`Over budget:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All budgets met.');
