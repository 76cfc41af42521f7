#!/usr/bin/env node
/**
 * `npm run bench:load`: how many requests the production server answers per second, measured
 * with autocannon on loopback, against nginx serving the same prerendered pages as a reference.
 *
 * - Pages: the home page and one blog post in both languages. Each is loaded from the Next.js
 *   server and from nginx (tooling/lib/nginx.mjs) with gzip_static and brotli_static, which
 *   serves a copy of the build's prerendered HTML (`.next/server/app/**.html`) under the same
 *   paths, each file beside its `.gz` and `.br` compressed as the server's page cache compresses
 *   it (`scripts/lib/page-cache.mjs`), with keep-alive. Both get the same `accept-encoding:
 *   gzip`; before measuring the script checks that both answer 200, gzip-compressed, and
 *   compares what they send. Target: Next.js answers at least 30% of nginx's requests per second
 *   on every page.
 * - Pages with brotli: every page in turn from 64 connections with `accept-encoding: br`, as
 *   browsers ask, while a visitor opens FLOOD_PAGE every 100 ms on a connection of its own.
 *   Targets: Next.js answers at least 50% of nginx's pages per second, and the visitor's p99
 *   stays under 1 s in every round.
 * - Contact endpoint: valid enquiries posted to /api/contact/, each one different, with the rate
 *   limits off and the embedded database (PGlite), as `npm run bench:forms` does. A fixed number
 *   is sent (autocannon `amount`), so every request is answered before the count: afterwards the
 *   stored rows must equal the 201 answers exactly. Requests per second and latency are reported
 *   without a target.
 * - A flood: one client posting enquiries as fast as it can to a server with the rate limits on,
 *   while /about/ is loaded from the same server. The control is the same flood of posts the
 *   server refuses without any database work (415, a media type it does not take), in alternating
 *   rounds. Target: the page keeps at least 70% of its throughput under the control.
 *
 * On a machine with two or more cores both servers run on core 0 and the load generator (this
 * process) on core 1 (taskset), so that neither takes the other's time and each server has one
 * core, as nginx's single worker does; `--no-pin` leaves the scheduling to the system. Each page
 * is warmed up on both servers, then measured in rounds that alternate between them, so that
 * other work on the machine weighs on both alike; the round with the median requests per second
 * is reported for each. Requests per second on a busy machine vary from run to run with what
 * else it does, so every run also records the processor time the server used (from /proc):
 * requests per CPU-second, reported next to the target's ratio, vary far less.
 */
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import autocannon from 'autocannon';

import {
  contactBenchEnv,
  enquiry,
  postEnquiries,
  storedCounts,
  summarizeRun,
} from './lib/contact-bench.mjs';
import { startControlVisitor } from './lib/control-visitor.mjs';
import { canPin, pinnedCommand, pinThisProcess } from './lib/cpu.mjs';
import { startNginx } from './lib/nginx.mjs';
import { processTreeCpuSeconds } from './lib/process-tree-usage.mjs';
import { ensureBuild, projectRoot } from '../scripts/lib/build.mjs';
import { parseCommandLine } from '../scripts/lib/command-line.mjs';
import { PAGE_COMPRESSION } from '../scripts/lib/page-cache.mjs';
import { siteCommand, startServer } from '../tests/support/server.mjs';

const TARGETS = {
  pageShareOfNginx: 0.3,
  pageShareUnderFlood: 0.7,
  brotliShareOfNginx: 0.5,
  controlP99Ms: 1000,
};
const FLOOD_PAGE = '/about/';
const BLOG_POST = 'postgres-is-enough';
const PAGES = ['/', `/blog/${BLOG_POST}/`, '/de/', `/de/blog/${BLOG_POST}/`];
/** Sent to both servers alike; see the top of this file. */
const REQUEST_HEADERS = { 'accept-encoding': 'gzip' };
/** The page flood: what browsers ask for, from as many connections as a small crowd. */
const BROTLI_HEADERS = { 'accept-encoding': 'br' };
const BROTLI_CONNECTIONS = 64;
/** How often the control visitor, on a connection of its own each time, asks for FLOOD_PAGE. */
const CONTROL_INTERVAL_MS = 100;
const SERVER_CPU = '0';
const LOAD_GENERATOR_CPU = '1';

const { values: options, fail } = parseCommandLine({
  usage: `Usage: npm run bench:load -- [options]

Measures how many requests the production server answers per second, with autocannon on
loopback, against nginx serving the same prerendered pages: four pages with gzip, every page
under a brotli flood while a visitor opens ${FLOOD_PAGE}, the contact endpoint (every 201 answer
must be a stored row), and ${FLOOD_PAGE} while one client floods the contact form. Prints a table,
writes test-results/bench-load.json, and exits with 1 when a target is missed
(docs/performance.md). Installs nginx and its brotli_static module with apt first when they
are missing (as root on Debian), and builds the site first when the sources changed.

Options:
  --duration N              seconds per round (default: 5)
  --rounds N                rounds per page and server, the median reported (default: 3)
  --connections N           connections per page run (default: 20)
  --contact-amount N        enquiries posted to the contact endpoint (default: 5000)
  --contact-connections N   connections posting enquiries, and the flood's (default: 10)
  --no-pin                  leave the scheduling to the system instead of running both servers
                            on core 0 and the load generator on core 1
  --reuse-build             measure the existing build as it is, without building for changed
                            sources
  -h, --help                print this text

Environment:
  NGINX_PATH   the nginx to compare with (default: /usr/sbin/nginx or /usr/bin/nginx)
`,
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '20' },
    'contact-amount': { type: 'string', default: '5000' },
    'contact-connections': { type: 'string', default: '10' },
    'no-pin': { type: 'boolean', default: false },
    'reuse-build': { type: 'boolean', default: false },
  },
});
const numbers = {
  duration: Number(options.duration),
  rounds: Number(options.rounds),
  connections: Number(options.connections),
  contactAmount: Number(options['contact-amount']),
  contactConnections: Number(options['contact-connections']),
};
if (!Object.values(numbers).every((value) => Number.isInteger(value) && value > 0)) {
  fail(
    '--duration, --rounds, --connections, --contact-amount and --contact-connections take ' +
      'whole numbers above 0',
  );
}
// Only now, so that --help and a mistaken option install nothing.
await import('./ensure-nginx.mjs');

const reportDir = join(projectRoot, 'test-results');
const appDir = join(projectRoot, '.next', 'server', 'app');

/**
 * The prerendered file of a localized page's URL path: the locale (none for English) plus the
 * route's path, `<locale>/<path>.html`, the home pages `<locale>.html`. (Paths with translated
 * segments, /de/uberuns/, would need the route table; the measured pages have none.)
 */
function prerenderedFile(path) {
  if (path === '/') return 'en.html';
  if (path === '/de/') return 'de.html';
  const german = /^\/de\/(.+)\/$/.exec(path);
  return german ? `de/${german[1]}.html` : `en/${path.slice(1, -1)}.html`;
}

/** nginx's view of the build under `root`, as `prerenderedFile` maps it; anything else is a 404. */
const nginxPages = (root, settings = '') => `    root ${root};${settings}
    location = / { try_files /en.html =404; }
    location = /de/ { try_files /de.html =404; }
    location ~ ^/de/(.+)/$ { try_files /de/$1.html =404; }
    location ~ ^/(.+)/$ { try_files /en/$1.html =404; }
    location / { return 404; }`;

/**
 * A copy of the measured pages for nginx, each beside its `.br` and `.gz`: compressed as the
 * server's page cache compresses them (`scripts/lib/page-cache.mjs`), so both send the same.
 */
function precompressedRoot() {
  const root = mkdtempSync(join(tmpdir(), 'bench-pages-'));
  // nginx's worker runs as `nobody`.
  chmodSync(root, 0o755);
  for (const path of [...PAGES, FLOOD_PAGE]) {
    const file = prerenderedFile(path);
    const html = readFileSync(join(appDir, file));
    mkdirSync(dirname(join(root, file)), { recursive: true });
    copyFileSync(join(appDir, file), join(root, file));
    writeFileSync(join(root, `${file}.br`), brotliCompressSync(html, PAGE_COMPRESSION.br(html)));
    writeFileSync(join(root, `${file}.gz`), gzipSync(html, PAGE_COMPRESSION.gzip()));
  }
  return root;
}

/** One GET as the load generator sends it, with the body as it came over the wire. */
function fetchRaw(url, headers = REQUEST_HEADERS) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * What each server sends for `path`: both must answer 200 with a gzip-compressed body, or the
 * comparison would be meaningless. Also reports whether the HTML is the same.
 */
async function comparePage(path, next, nginx) {
  const [fromNext, fromNginx] = await Promise.all([
    fetchRaw(`${next.baseURL}${path}`),
    fetchRaw(`${nginx.baseURL}${path}`),
  ]);
  for (const [name, answer] of [
    ['Next.js', fromNext],
    ['nginx', fromNginx],
  ]) {
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'gzip') {
      throw new Error(
        `${name} answered ${path} with ${answer.status}, content-encoding ` +
          `${answer.headers['content-encoding'] ?? 'none'}; both must send gzip-compressed 200s.`,
      );
    }
  }
  const nextHtml = gunzipSync(fromNext.body);
  const nginxHtml = gunzipSync(fromNginx.body);
  const headerBytes = (answer) =>
    Object.entries(answer.headers).reduce(
      (sum, [name, value]) => sum + name.length + String(value).length + 4,
      0,
    );
  return {
    sameHtml: nextHtml.equals(nginxHtml),
    htmlBytes: { next: nextHtml.length, nginx: nginxHtml.length },
    gzipBytes: { next: fromNext.body.length, nginx: fromNginx.body.length },
    headerBytes: { next: headerBytes(fromNext), nginx: headerBytes(fromNginx) },
  };
}

/** What each server sends for `path` with brotli: both 200, brotli, the same HTML. */
async function compareBrotliPage(path, next, nginx) {
  const answers = await Promise.all(
    [next, nginx].map(({ baseURL }) => fetchRaw(`${baseURL}${path}`, BROTLI_HEADERS)),
  );
  for (const [name, answer] of [
    ['Next.js', answers[0]],
    ['nginx', answers[1]],
  ]) {
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'br') {
      throw new Error(
        `${name} answered ${path} with ${answer.status}, content-encoding ` +
          `${answer.headers['content-encoding'] ?? 'none'}; both must send brotli-compressed 200s.`,
      );
    }
  }
  const [nextHtml, nginxHtml] = answers.map((answer) => brotliDecompressSync(answer.body));
  return {
    sameHtml: nextHtml.equals(nginxHtml),
    brotliBytes: { next: answers[0].body.length, nginx: answers[1].body.length },
  };
}

/** Runs `load` on the server with process id `pid`, and adds its processor time per request. */
async function measureRun(pid, load) {
  const before = processTreeCpuSeconds(pid);
  const run = summarizeRun(await load());
  const after = processTreeCpuSeconds(pid);
  const cpuSeconds = before === null || after === null ? null : after - before;
  return { ...run, requestsPerCpuSecond: cpuSeconds ? run.requests / cpuSeconds : null };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The round with the median requests per second, every round's, and the median requests per
 * second of processor time.
 */
function medianRound(runs) {
  const byThroughput = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
  const perCpuSecond = runs.map((run) => run.requestsPerCpuSecond);
  return {
    ...byThroughput[Math.floor(runs.length / 2)],
    roundsRequestsPerSecond: runs.map((run) => Math.round(run.requestsPerSecond)),
    requestsPerCpuSecond: perCpuSecond.includes(null) ? null : median(perCpuSecond),
  };
}

/** Loads `path` from both servers: a warm-up each, then rounds alternating between them. */
async function loadPage(path, servers) {
  const load = (baseURL, duration) => () =>
    autocannon({
      url: `${baseURL}${path}`,
      headers: REQUEST_HEADERS,
      connections: numbers.connections,
      duration,
    });
  const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
  // As long as a round: shorter, and the first page measured ran on code V8 had not optimised yet.
  for (const { baseURL } of Object.values(servers)) await load(baseURL, numbers.duration)();
  for (let round = 0; round < numbers.rounds; round += 1) {
    for (const [name, { baseURL, pid }] of Object.entries(servers)) {
      runs[name].push(await measureRun(pid, load(baseURL, numbers.duration)));
    }
  }
  return Object.fromEntries(Object.entries(runs).map(([name, list]) => [name, medianRound(list)]));
}

/**
 * The pages flooded with brotli requests from BROTLI_CONNECTIONS connections, every page in
 * turn, while a control visitor opens FLOOD_PAGE: a warm-up on each server, then rounds
 * alternating between them. The median round of each is kept, with the control's times.
 */
async function brotliFlood(servers) {
  const load = (baseURL) => () =>
    autocannon({
      url: baseURL,
      requests: PAGES.map((path) => ({ path })),
      headers: BROTLI_HEADERS,
      connections: BROTLI_CONNECTIONS,
      duration: numbers.duration,
    });
  const round = async ({ baseURL, pid }) => {
    const control = startControlVisitor({
      url: `${baseURL}${FLOOD_PAGE}`,
      headers: BROTLI_HEADERS,
      intervalMs: CONTROL_INTERVAL_MS,
    });
    const run = await measureRun(pid, load(baseURL));
    return { ...run, control: await control.stop() };
  };
  const runs = Object.fromEntries(Object.keys(servers).map((name) => [name, []]));
  for (const server of Object.values(servers)) await load(server.baseURL)();
  for (let index = 0; index < numbers.rounds; index += 1) {
    for (const [name, server] of Object.entries(servers)) runs[name].push(await round(server));
  }
  return Object.fromEntries(
    Object.entries(runs).map(([name, list]) => [
      name,
      { ...medianRound(list), controlP99sMs: list.map((run) => Math.round(run.control.p99Ms)) },
    ]),
  );
}

/**
 * Loads FLOOD_PAGE while a flood of posts arrives: `limited`, valid enquiries from one client
 * that the rate limit refuses after its first few, against `control`, posts refused with 415
 * before anything else happens. Rounds alternate; the median round of each is kept.
 */
async function pageUnderFlood({ baseURL, pid }) {
  const floods = {
    limited: { headers: { 'content-type': 'application/json' }, body: enquiry(0) },
    // Refused on its Content-Type alone, before the rate limit is even looked at.
    control: { headers: { 'content-type': 'text/plain' }, body: enquiry(0) },
  };
  const round = async (flood) => {
    const posts = autocannon({
      url: `${baseURL}/api/contact/`,
      method: 'POST',
      connections: numbers.contactConnections,
      duration: numbers.duration * 2,
      ...flood,
    });
    const page = await measureRun(pid, () =>
      autocannon({
        url: `${baseURL}${FLOOD_PAGE}`,
        headers: REQUEST_HEADERS,
        connections: numbers.connections,
        duration: numbers.duration,
      }),
    );
    posts.stop();
    return { page, posts: summarizeRun(await posts) };
  };
  await round(floods.limited);
  const runs = { limited: [], control: [] };
  for (let index = 0; index < numbers.rounds; index += 1) {
    for (const name of ['control', 'limited']) runs[name].push(await round(floods[name]));
  }
  const summary = (list) => ({
    page: medianRound(list.map((run) => run.page)),
    postsPerSecond: median(list.map((run) => run.posts.requestsPerSecond)),
    postStatusCodes: list.at(-1).posts.statusCodes,
  });
  return { limited: summary(runs.limited), control: summary(runs.control) };
}

const pinned = !options['no-pin'] && canPin();
if (!options['reuse-build']) ensureBuild();
if (!existsSync(join(appDir, 'en.html'))) {
  throw new Error(`No prerendered pages under ${appDir}; build the site first.`);
}
if (pinned) pinThisProcess(LOAD_GENERATOR_CPU);
const cpuList = pinned ? SERVER_CPU : undefined;
// taskset replaces itself with the program: the child's pid stays the server's.
const pinnedSite = pinnedCommand(cpuList, siteCommand(['--reuse-build']));

const loadBefore = loadavg();
const dataDir = mkdtempSync(join(tmpdir(), 'bench-load-'));
const nginxRoot = precompressedRoot();
const pages = [];
let contactRuns;
let brotli;
let flood;
let stored;
try {
  const nginx = await startNginx({
    serverConfig: nginxPages(
      nginxRoot,
      '\n    gzip off;\n    gzip_static on;\n    brotli_static on;',
    ),
    logFile: join(reportDir, 'nginx-bench-load.log'),
    cpuList,
  });
  try {
    const next = await startServer({
      env: contactBenchEnv({ dataDir }),
      logFile: join(reportDir, 'server-bench-load.log'),
      command: pinnedSite,
    });
    try {
      for (const path of PAGES) {
        const sent = await comparePage(path, next, nginx);
        console.log(`${path}: ${numbers.rounds} rounds of ${numbers.duration} s on each server…`);
        pages.push({ path, sent, ...(await loadPage(path, { nginx, next })) });
      }
      const sent = {};
      for (const path of PAGES) sent[path] = await compareBrotliPage(path, next, nginx);
      console.log(
        `All pages with brotli from ${BROTLI_CONNECTIONS} connections, and a visitor: ` +
          `${numbers.rounds} rounds of ${numbers.duration} s on each server…`,
      );
      brotli = { sent, ...(await brotliFlood({ nginx, next })) };
      console.log(`/api/contact/: ${numbers.contactAmount} enquiries…`);
      // The warm-up's enquiries are stored too; they count in the comparison with the rows.
      const post = (amount) => () =>
        postEnquiries({ baseURL: next.baseURL, connections: numbers.contactConnections, amount });
      contactRuns = {
        warmUp: summarizeRun(await post(Math.min(500, numbers.contactAmount))()),
        measured: await measureRun(next.pid, post(numbers.contactAmount)),
      };
    } finally {
      // SIGTERM: the server finishes its requests and closes the embedded database cleanly.
      await next.stop();
    }
    stored = storedCounts({ dataDir });

    console.log(`${FLOOD_PAGE} under a flood of posts, against the control…`);
    const limitedDataDir = mkdtempSync(join(tmpdir(), 'bench-flood-'));
    const limitedServer = await startServer({
      env: { ...contactBenchEnv({ dataDir: limitedDataDir }), RATE_LIMIT: 'true' },
      logFile: join(reportDir, 'server-bench-flood.log'),
      command: pinnedSite,
    });
    try {
      flood = await pageUnderFlood(limitedServer);
    } finally {
      await limitedServer.stop();
      rmSync(limitedDataDir, { recursive: true, force: true });
    }
  } finally {
    await nginx.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(nginxRoot, { recursive: true, force: true });
}
const loadAfter = loadavg();

const created = (run) => run.statusCodes['201'] ?? 0;
const contact = {
  ...contactRuns.measured,
  connections: numbers.contactConnections,
  created: created(contactRuns.measured),
  warmUpCreated: created(contactRuns.warmUp),
  storedRows: stored.contact_submissions.total,
  outbox: stored.outbox_emails,
};
const pageResults = pages.map((page) => {
  const ratio = page.next.requestsPerSecond / page.nginx.requestsPerSecond;
  const cpuRatio =
    page.next.requestsPerCpuSecond && page.nginx.requestsPerCpuSecond
      ? page.next.requestsPerCpuSecond / page.nginx.requestsPerCpuSecond
      : null;
  const clean = [page.next, page.nginx].every(
    (run) => run.non2xx === 0 && run.errors === 0 && run.timeouts === 0,
  );
  return { ...page, ratio, cpuRatio, passed: clean && ratio >= TARGETS.pageShareOfNginx };
});
const brotliShare = brotli.next.requestsPerSecond / brotli.nginx.requestsPerSecond;
const brotliControlP99Ms = Math.max(...brotli.next.controlP99sMs);
const brotliPassed =
  brotliShare >= TARGETS.brotliShareOfNginx &&
  brotliControlP99Ms < TARGETS.controlP99Ms &&
  Object.values(brotli.sent).every((page) => page.sameHtml) &&
  [brotli.next, brotli.nginx].every(
    (run) => run.non2xx === 0 && run.errors === 0 && run.timeouts === 0,
  );
const floodShare = flood.limited.page.requestsPerSecond / flood.control.page.requestsPerSecond;
const floodPassed =
  floodShare >= TARGETS.pageShareUnderFlood &&
  [flood.limited.page, flood.control.page].every((run) => run.non2xx === 0 && run.errors === 0);
const contactChecks = {
  storedEqualsCreated: contact.storedRows === contact.created + contact.warmUpCreated,
  noErrors: contact.errors === 0 && contact.timeouts === 0 && contact.non2xx === 0,
};
const report = {
  measuredAt: new Date().toISOString(),
  machine: {
    // The machine's, not this (pinned) process's share.
    cores: cpus().length,
    loadAverage1mBefore: Number(loadBefore[0].toFixed(2)),
    loadAverage1mAfter: Number(loadAfter[0].toFixed(2)),
    pinned: pinned ? { servers: SERVER_CPU, loadGenerator: LOAD_GENERATOR_CPU } : false,
  },
  settings: {
    ...numbers,
    requestHeaders: REQUEST_HEADERS,
    nginx: '1 worker, gzip_static and brotli_static',
  },
  targets: TARGETS,
  pages: pageResults,
  brotli: {
    connections: BROTLI_CONNECTIONS,
    ...brotli,
    share: brotliShare,
    controlP99Ms: brotliControlP99Ms,
    passed: brotliPassed,
  },
  contact: { ...contact, checks: contactChecks },
  flood: { page: FLOOD_PAGE, ...flood, share: floodShare, passed: floodPassed },
  passed:
    pageResults.every((page) => page.passed) &&
    brotliPassed &&
    Object.values(contactChecks).every(Boolean) &&
    floodPassed,
};
mkdirSync(reportDir, { recursive: true });
writeFileSync(join(reportDir, 'bench-load.json'), `${JSON.stringify(report, null, 2)}\n`);

const verdict = (passed) => (passed ? 'pass' : 'FAIL');
const fixed = (value) => value.toFixed(value < 10 ? 1 : 0);
const percent = (ratio) => (ratio === null ? 'n/a' : `${(ratio * 100).toFixed(0)}%`);
console.log(
  `\nLoad average ${report.machine.loadAverage1mBefore} before, ` +
    `${report.machine.loadAverage1mAfter} after (1 min, ${report.machine.cores} cores); ` +
    (pinned
      ? `servers on core ${SERVER_CPU}, load generator on core ${LOAD_GENERATOR_CPU}.`
      : 'not pinned.'),
);
console.log(
  `Pages: ${numbers.connections} connections, median of ${numbers.rounds} rounds of ` +
    `${numbers.duration} s on each server, ` +
    `accept-encoding: ${REQUEST_HEADERS['accept-encoding']}.`,
);
console.table(
  pageResults.map((page) => ({
    page: page.path,
    'Next req/s': Math.round(page.next.requestsPerSecond),
    'Next p50 ms': fixed(page.next.latencyMs.p50),
    'Next p99 ms': fixed(page.next.latencyMs.p99),
    'nginx req/s': Math.round(page.nginx.requestsPerSecond),
    'nginx p50 ms': fixed(page.nginx.latencyMs.p50),
    'nginx p99 ms': fixed(page.nginx.latencyMs.p99),
    'Next/nginx': percent(page.ratio),
    [`≥ ${TARGETS.pageShareOfNginx * 100}%`]: verdict(page.passed),
    'per CPU-second': percent(page.cpuRatio),
  })),
);
console.log(
  '"per CPU-second": the same ratio in requests per second of processor time the server used,\n' +
    'which depends far less on other work on the machine than requests per second do.',
);
for (const page of pageResults) {
  const problems = [
    ...(page.sent.sameHtml ? [] : ['the servers sent different HTML']),
    ...Object.entries({ Next: page.next, nginx: page.nginx })
      .filter(([, run]) => run.non2xx + run.errors + run.timeouts > 0)
      .map(([name, run]) => `${name}: ${JSON.stringify(run.statusCodes)}, ${run.errors} errors`),
  ];
  if (problems.length) console.warn(`${page.path}: ${problems.join('; ')}`);
}
console.log(`
Every page with brotli from ${BROTLI_CONNECTIONS} connections; a visitor opens ${FLOOD_PAGE} every ${CONTROL_INTERVAL_MS} ms (median of ${numbers.rounds} rounds):
  Next.js:  ${Math.round(brotli.next.requestsPerSecond)} pages/s, p99 ${brotli.next.latencyMs.p99} ms; the visitor p50 ${fixed(brotli.next.control.p50Ms)} ms, p99 ${fixed(brotli.next.control.p99Ms)} ms (every round: ${brotli.next.controlP99sMs.join(', ')})
  nginx:    ${Math.round(brotli.nginx.requestsPerSecond)} pages/s, p99 ${brotli.nginx.latencyMs.p99} ms; the visitor p50 ${fixed(brotli.nginx.control.p50Ms)} ms, p99 ${fixed(brotli.nginx.control.p99Ms)} ms
  Next/nginx ${percent(brotliShare)} (target ≥ ${TARGETS.brotliShareOfNginx * 100}%), per CPU-second ${percent(brotli.next.requestsPerCpuSecond && brotli.nginx.requestsPerCpuSecond ? brotli.next.requestsPerCpuSecond / brotli.nginx.requestsPerCpuSecond : null)}; the visitor's worst p99 ${Math.round(brotliControlP99Ms)} ms (target < ${TARGETS.controlP99Ms} ms): ${verdict(brotliPassed)}`);
console.log(`
Contact endpoint (PGlite, ${contact.connections} connections, ${contact.requests} enquiries after ${contact.warmUpCreated} to warm up):
  Requests per second:  ${contact.requestsPerSecond.toFixed(0)}${contact.requestsPerCpuSecond ? `, ${contact.requestsPerCpuSecond.toFixed(0)} per CPU-second` : ''}
  Latency:              p50 ${contact.latencyMs.p50} ms, p99 ${contact.latencyMs.p99} ms
  Stored rows:          ${contact.storedRows} for ${contact.created + contact.warmUpCreated} answers 201: ${verdict(contactChecks.storedEqualsCreated)}
  Non-2xx/errors/timeouts: ${contact.non2xx}/${contact.errors}/${contact.timeouts}: ${verdict(contactChecks.noErrors)}

${FLOOD_PAGE} while one client floods /api/contact/ (${numbers.contactConnections} connections), median of ${numbers.rounds} rounds:
  Over its rate limit:  ${Math.round(flood.limited.page.requestsPerSecond)} pages/s beside ${Math.round(flood.limited.postsPerSecond)} posts/s ${JSON.stringify(flood.limited.postStatusCodes)}
  Control (415):        ${Math.round(flood.control.page.requestsPerSecond)} pages/s beside ${Math.round(flood.control.postsPerSecond)} posts/s ${JSON.stringify(flood.control.postStatusCodes)}
  Share of the control: ${percent(floodShare)} (target ≥ ${TARGETS.pageShareUnderFlood * 100}%): ${verdict(floodPassed)}`);

if (!report.passed) {
  console.error('\nA load target was missed; see above and test-results/bench-load.json.');
  process.exit(1);
}
console.log('\nAll load targets met.');
