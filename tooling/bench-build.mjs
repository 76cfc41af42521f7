#!/usr/bin/env node
/**
 * `npm run bench:build`: how the production build grows with the number of blog posts.
 *
 * For each count N it copies the project into a temporary folder (everything but .next,
 * node_modules, .git and local data; node_modules is a symbolic link to this project's), adds N
 * generated bilingual posts to the copy's content/blog/ (tooling/lib/synthetic-posts.mjs; the
 * site's own content loader validates them first), and runs the copy's `npm run build`
 * (scripts/build.mjs: `next build` from scratch, with a cold Turbopack cache). It measures:
 *
 * - wall-clock time of the build;
 * - CPU time (user + system) and peak memory of the build's whole process tree, sampled every
 *   200 ms from /proc (tooling/lib/process-tree-usage.mjs says why /usr/bin/time's figures
 *   would be wrong for Next's worker processes). CPU time moves less with the machine's load;
 * - the prerendered pages (HTML files in the copy's .next) and share images, the time per page,
 *   and the build's own phase durations from its trace;
 *
 * and checks that every generated post became a page in both languages with its share image,
 * and that the blog's pages list every post. The machine's load average is recorded before and
 * during each build: on a shared machine it moves the wall-clock numbers.
 *
 * With several counts a baseline without extra posts runs first, and the table shows the extra
 * time per extra page from one run to the next: flat means the build grows linearly. Target:
 * under 0.3 s of build time per extra post over the baseline (1000 posts in under 5 extra
 * minutes). test-results/bench-build.json is written after every run, so a long series that
 * stops keeps what it measured.
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

import { tsImport } from 'tsx/esm/api';

import { buildPhases, prerenderedOutput } from './lib/build-output.mjs';
import { sampleProcessTree } from './lib/process-tree-usage.mjs';
import { syntheticPosts, writePosts } from './lib/synthetic-posts.mjs';
import { commonRoot, projectRoot } from '../scripts/lib/build.mjs';
import { parseCommandLine } from '../scripts/lib/command-line.mjs';

const DEFAULT_COUNTS = [10, 100, 1000];
/** Target: 1000 extra posts add under 5 minutes to the build. */
const EXTRA_SECONDS_PER_POST = 0.3;
/** Not copied: build output, installed packages (linked instead), history, local data. */
const NOT_COPIED = new Set([
  '.next',
  'node_modules',
  '.git',
  'test-results',
  'data',
  '.build.lock',
]);

const { values: options, fail } = parseCommandLine({
  usage: `Usage: npm run bench:build -- [options]

Measures how the production build grows with the number of blog posts. For each count it copies
the project into a temporary folder, adds that many generated posts in both languages and runs
the copy's npm run build from scratch, measuring wall-clock time, processor time and peak memory
of the whole build and Next's phases, and checks that every post became a page with its share
image. With several counts a baseline without extra posts runs first. Prints a table, writes
test-results/bench-build.json and each build's log as test-results/bench-build-<N>.log, and
exits with 1 when a count adds ${EXTRA_SECONDS_PER_POST} s or more per post over the baseline.

Options:
  --posts LIST   the counts of extra posts, comma-separated; one count alone runs without the
                 baseline (default: ${DEFAULT_COUNTS.join(',')})
  -h, --help     print this text
`,
  options: { posts: { type: 'string' } },
});
const requested = options.posts?.split(',').map((value) => Number(value.trim()));
if (requested?.some((count) => !Number.isInteger(count) || count < 0)) {
  fail('--posts takes whole numbers of 0 or more, separated by commas: --posts 10,100');
}
const counts =
  requested?.length === 1
    ? requested
    : [...new Set([0, ...(requested ?? DEFAULT_COUNTS)])].sort((a, b) => a - b);

// The site's own modules: its content loader and schemas validate the generated posts, its
// route table makes their links and the expected page addresses.
const { loadContent } = await tsImport('../src/content/load.ts', import.meta.url);
const { blogTags } = await tsImport('../src/content/schemas.ts', import.meta.url);
const { BLOG_PAGE_SIZE } = await tsImport('../src/content/queries.ts', import.meta.url);
const { localizedPath } = await tsImport('../src/routes/paths.ts', import.meta.url);
const { internalPathOf } = await tsImport('../src/routes/match.ts', import.meta.url);
/** @type {{ locales: readonly ('en' | 'de')[] }} */
const { locales } = await tsImport('../src/i18n/locales.ts', import.meta.url);

const content = loadContent(join(projectRoot, 'content'), join(projectRoot, 'public'));
const existingPosts = [...content.blog.values()].map((post) => post.en);
const generate = (/** @type {number} */ count) =>
  syntheticPosts({
    count,
    tags: blogTags,
    authors: [...content.team.keys()],
    services: [...content.services.values()].map((service) => ({
      title: { en: service.en.title, de: service.de.title },
      href: pairOf((locale) =>
        localizedPath('/services/[service]', locale, { service: service.en.slug }),
      ),
    })),
    contactHref: pairOf((locale) => localizedPath('/contact-us', locale)),
    takenSlugs: new Set(content.blog.keys()),
    takenDates: new Set(existingPosts.map((post) => post.publishedAt)),
    before: existingPosts.map((post) => post.publishedAt).sort()[0] ?? '2026-01-01',
  });

/** @param {(locale: 'en' | 'de') => string} make */
function pairOf(make) {
  return { en: make('en'), de: make('de') };
}

/** Copies the project into `target`, linking node_modules. */
function copyProject(target) {
  for (const name of readdirSync(projectRoot)) {
    if (NOT_COPIED.has(name) || name.endsWith('.tsbuildinfo')) continue;
    cpSync(join(projectRoot, name), join(target, name), { recursive: true });
  }
  symlinkSync(realpathSync(join(projectRoot, 'node_modules')), join(target, 'node_modules'));
}

/** @type {(() => void) | undefined} stops the running build when the bench is interrupted */
let stopBuild;
let interrupted = false;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the build and removing its temporary copy.`);
    interrupted = true;
    stopBuild?.();
  });
}

/**
 * Runs the copy's `npm run build` (scripts/build.mjs) and measures it.
 *
 * @param {string} dir the copy
 * @param {string} logFile
 */
async function measureBuild(dir, logFile) {
  const log = createWriteStream(logFile);
  const loadBefore = loadavg();
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: dir,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      // The deepest folder holding both the copy and the packages it links to. Turbopack compiles
      // nothing outside its root folder, which it sets to the copy (the folder with the lockfile):
      // the linked node_modules would be outside it ("Could not find the Next.js package"). Next
      // takes the root from the environment variable NEXT_PRIVATE_OUTPUT_TRACE_ROOT before looking
      // for a lockfile (next/dist/server/config.js); the variable is undocumented, but it leaves the
      // copied project exactly as it is, where the documented way (`turbopack.root` in
      // next.config.ts) would mean changing the copy's configuration.
      NEXT_PRIVATE_OUTPUT_TRACE_ROOT: commonRoot(dir, join(dir, 'node_modules')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that an interrupted bench can stop the whole build.
    detached: true,
  });
  stopBuild = () => {
    try {
      process.kill(-(/** @type {number} */ (child.pid)), 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  const usage = sampleProcessTree(/** @type {number} */ (child.pid));
  const loadSamples = [loadavg()[0]];
  const loadTimer = setInterval(() => loadSamples.push(loadavg()[0]), 5000);
  let output = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      log.write(chunk);
      output += chunk;
      // Progress: the build's milestones, not its route list.
      for (const line of String(chunk).split('\n')) {
        if (/✓|Generating static pages|Collecting page data|rror/.test(line)) {
          console.log(`    ${line.trim()}`);
        }
      }
    });
  }
  const exitCode = await new Promise((resolve) => child.on('close', resolve));
  const wallSeconds = (performance.now() - started) / 1000;
  clearInterval(loadTimer);
  const peak = usage.stop();
  stopBuild = undefined;
  await new Promise((resolve) => log.end(resolve));
  if (exitCode !== 0) throw new Error(`the build failed (exit code ${exitCode}); see ${logFile}`);

  const generating = [
    ...output.matchAll(/Generating static pages using (\d+) workers? \((\d+)\/(\d+)\)/g),
  ].at(-1);
  // Turbopack compiles in `next build`'s own process; collecting page data and prerendering run
  // in worker processes (jest-worker's processChild.js), whose CPU time grows with the pages.
  const workers = peak.processes.filter((entry) => entry.command.includes('processChild.js'));
  return {
    wallSeconds,
    cpuSeconds: peak.cpuSeconds,
    workerCpuSeconds: workers.reduce((sum, entry) => sum + entry.cpuSeconds, 0),
    memory: {
      peakRssSumMiB: peak.rssBytes / 2 ** 20,
      peakPssSumMiB: peak.pssBytes / 2 ** 20,
      peakProcesses: peak.maxProcesses,
      samples: peak.samples,
      intervalMs: peak.intervalMs,
    },
    processes: peak.processes.map((entry) => ({
      command: entry.command,
      cpuSeconds: entry.cpuSeconds,
      peakRssMiB: entry.peakRssBytes / 2 ** 20,
    })),
    nextStaticRoutes: generating ? Number(generating[3]) : null,
    prerenderWorkers: generating ? Number(generating[1]) : null,
    load: {
      before: loadBefore,
      duringMean1Min: loadSamples.reduce((sum, value) => sum + value, 0) / loadSamples.length,
      after: loadavg(),
    },
  };
}

/**
 * Checks the build of a copy with `posts` generated posts and counts what it holds.
 *
 * @param {string} dir
 * @param {ReturnType<typeof generate>} posts
 */
function inspectBuild(dir, posts) {
  const output = prerenderedOutput(dir);
  const problems = [];
  const totalPosts = existingPosts.length + posts.length;
  const pageCount = Math.max(1, Math.ceil(totalPosts / BLOG_PAGE_SIZE));
  // Next stores a prerendered page under the path it renders it at (the route's folder names,
  // with the locale): `/de/blog/x/` is `de/blog/x.html`.
  const fileOf = (
    /** @type {string} */ pathname,
    /** @type {'en' | 'de'} */ locale,
    /** @type {Record<string, string>} */ params = {},
  ) => `${internalPathOf({ locale, pathname, params }).slice(1)}.html`;
  const listPages = [];
  for (const locale of locales) {
    for (const { slug } of posts) {
      const page = fileOf('/blog/[slug]', locale, { slug });
      if (!output.exists(page)) problems.push(`no page ${page}`);
      // Share images are named after the English path (`shareImagePath` in src/lib/seo.ts).
      const englishPath = localizedPath('/blog/[slug]', 'en', { slug }).replace(/\/$/, '');
      const image = `share/${locale}${englishPath}.png.body`;
      if (!output.exists(image)) problems.push(`no share image ${image}`);
    }
    const pages = Array.from({ length: pageCount }, (_, index) =>
      index === 0
        ? fileOf('/blog', locale)
        : fileOf('/blog/page/[page]', locale, { page: String(index + 1) }),
    );
    const beyond = fileOf('/blog/page/[page]', locale, { page: String(pageCount + 1) });
    if (output.exists(beyond)) problems.push(`unexpected ${beyond}`);
    const missing = pages.filter((file) => !output.exists(file));
    problems.push(...missing.map((file) => `no blog page ${file}`));
    if (missing.length) continue;
    listPages.push(...pages);
    // Every post, old and new, is linked from one of the blog's pages.
    const listed = pages.map(output.read).join('\n');
    const unlisted = [...existingPosts, ...posts]
      .map(({ slug }) => localizedPath('/blog/[slug]', locale, { slug }))
      .filter((path) => !listed.includes(`href="${path}"`));
    if (unlisted.length) {
      problems.push(`${unlisted.length} posts on no ${locale} blog page, e.g. ${unlisted[0]}`);
    }
  }
  if (problems.length) {
    throw new Error(`The build is missing pages:\n  ${problems.slice(0, 20).join('\n  ')}`);
  }
  const kind = (/** @type {RegExp} */ pattern) => output.html.filter((file) => pattern.test(file));
  const postPages = kind(/^(en|de)\/blog\/[^/]+\.html$/);
  const tagPages = kind(/^(en|de)\/blog\/tag\//);
  const MiB = (/** @type {string[]} */ files) => output.bytes(files) / 2 ** 20;
  return {
    posts: totalPosts,
    htmlPages: output.html.length,
    shareImages: output.shareImages.length,
    blogPagesPerLocale: pageCount,
    sizesMiB: {
      allHtml: MiB(output.html),
      postPages: MiB(postPages),
      blogListPages: MiB(listPages),
      tagPages: MiB(tagPages),
      largestTagPage: Math.max(0, ...tagPages.map((file) => MiB([file]))),
      shareImages: MiB(output.shareImages),
      sitemap: MiB(['sitemap.xml.body']),
      feeds: MiB(['blog/feed.xml.body', 'de/blog/feed.xml.body']),
    },
  };
}

const reportDir = join(projectRoot, 'test-results');
mkdirSync(reportDir, { recursive: true });
const nextVersion = JSON.parse(
  readFileSync(join(projectRoot, 'node_modules', 'next', 'package.json'), 'utf8'),
).version;
const report = {
  measuredAt: new Date().toISOString(),
  machine: {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '',
    memoryGiB: totalmem() / 2 ** 30,
    node: process.version,
    next: nextVersion,
  },
  method:
    'Each run: a fresh copy of the project with N generated posts, `npm run build` there ' +
    '(cold caches). Memory: the sum over the build process tree, sampled every 200 ms from ' +
    '/proc (RSS, and PSS, which counts shared pages once), and its CPU time (user + system) ' +
    'from the same samples. Load averages are the machine’s, the build included.',
  runs: /** @type {any[]} */ ([]),
  increments: /** @type {any[]} */ ([]),
};

for (const count of counts) {
  if (interrupted) break;
  const dir = mkdtempSync(join(tmpdir(), 'bench-build-'));
  try {
    console.log(`\n${count} extra posts: copying the project to ${dir}`);
    copyProject(dir);
    const posts = generate(count);
    writePosts(join(dir, 'content'), posts);
    // Fails with every file and field that does not match the schemas, as the build would.
    loadContent(join(dir, 'content'), join(dir, 'public'));
    if (interrupted) break;
    console.log(
      `  building (load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')})`,
    );
    const measured = await measureBuild(dir, join(reportDir, `bench-build-${count}.log`));
    const built = inspectBuild(dir, posts);
    const phases = buildPhases(dir);
    report.runs.push({
      extraPosts: count,
      ...built,
      ...measured,
      secondsPerPage: measured.wallSeconds / built.htmlPages,
      phasesSeconds: {
        compile: phases['run-turbopack'],
        typescript: phases['run-typescript'],
        collectPageData: phases['static-check'],
        prerender: phases['static-generation'],
        cacheWrite: phases['turbopack-persistence'],
        nextBuild: phases['next-build'],
      },
    });
    report.increments = increments(report.runs);
    writeFileSync(join(reportDir, 'bench-build.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(
      `  ${built.htmlPages} pages, ${built.shareImages} share images in ` +
        `${measured.wallSeconds.toFixed(1)} s; peak memory ${measured.memory.peakRssSumMiB.toFixed(0)} MiB`,
    );
  } catch (error) {
    if (!interrupted) throw error;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The cost of what each run added over the one before it. */
function increments(runs) {
  return runs.slice(1).map((run, index) => {
    const previous = runs[index];
    const extraPages = run.htmlPages - previous.htmlPages;
    const per = (/** @type {number | null} */ a, /** @type {number | null} */ b) =>
      a === null || b === null || !extraPages ? null : (a - b) / extraPages;
    return {
      from: previous.extraPosts,
      to: run.extraPosts,
      extraPosts: run.extraPosts - previous.extraPosts,
      extraPages,
      extraSeconds: run.wallSeconds - previous.wallSeconds,
      secondsPerExtraPage: per(run.wallSeconds, previous.wallSeconds),
      cpuSecondsPerExtraPage: per(run.cpuSeconds, previous.cpuSeconds),
      workerCpuSecondsPerExtraPage: per(run.workerCpuSeconds, previous.workerCpuSeconds),
      prerenderSecondsPerExtraPage: per(
        run.phasesSeconds.prerender ?? null,
        previous.phasesSeconds.prerender ?? null,
      ),
    };
  });
}

const fixed = (/** @type {number | null | undefined} */ value, digits = 1) =>
  value === null || value === undefined ? '–' : value.toFixed(digits);
const rows = report.runs.map((run) => {
  const step = report.increments.find((increment) => increment.to === run.extraPosts);
  return [
    run.extraPosts,
    run.posts,
    run.htmlPages,
    run.shareImages,
    fixed(run.wallSeconds),
    `${fixed(run.cpuSeconds)} (${fixed(run.workerCpuSeconds)})`,
    fixed(run.phasesSeconds.prerender),
    fixed(run.secondsPerPage, 3),
    step
      ? `${fixed(step.secondsPerExtraPage, 3)} / ${fixed(step.workerCpuSecondsPerExtraPage, 3)}`
      : '–',
    `${fixed(run.memory.peakRssSumMiB, 0)} / ${fixed(run.memory.peakPssSumMiB, 0)}`,
    `${fixed(run.load.before[0], 2)} / ${fixed(run.load.duringMean1Min, 2)}`,
  ].map(String);
});
const header = [
  'Extra posts',
  'Posts',
  'HTML pages',
  'Share images',
  'Build s',
  'CPU s (workers)',
  'Prerender s',
  's per page',
  'Per extra page: s / worker CPU s',
  'Peak MiB RSS / PSS',
  'Load before / during',
];
console.log(`\n| ${header.join(' | ')} |\n|${header.map(() => ' --- |').join('')}`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);

// The target: 1000 extra posts build in under 5 extra minutes, that is 0.3 s per extra post.
const baseline = report.runs.find((run) => run.extraPosts === 0);
let overBudget = false;
for (const run of report.runs) {
  if (!baseline || run.extraPosts === 0) continue;
  const extraSeconds = run.wallSeconds - baseline.wallSeconds;
  const budgetSeconds = run.extraPosts * EXTRA_SECONDS_PER_POST;
  const pass = extraSeconds < budgetSeconds;
  overBudget ||= !pass;
  console.log(
    `${run.extraPosts} extra posts: ${fixed(extraSeconds)} s more than none ` +
      `(budget < ${fixed(budgetSeconds, 0)} s) ${pass ? 'pass' : 'FAIL'}`,
  );
}
console.log(`\nWritten to ${join(reportDir, 'bench-build.json')}.`);
if (interrupted) process.exitCode = 130;
else if (overBudget) process.exitCode = 1;
