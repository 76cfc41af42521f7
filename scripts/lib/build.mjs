import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { join, parse as parsePath, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { hintCompileOnLoad } from './after-build/compile-hints.mjs';
import { assertVerifiedFramework } from './after-build/framework.mjs';
import { precompressAssets } from './after-build/precompressed-assets.mjs';
import { rewritePrerenderedPages } from './after-build/prerendered-pages.mjs';
import { isProcessRunning } from './process.mjs';

export const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

const SOURCES = [
  'src',
  'messages',
  'content',
  'public',
  'next.config.ts',
  'postcss.config.mjs',
  'tsconfig.json',
  'package-lock.json',
  'scripts/lib/after-build',
  'scripts/lib/prepare-pictures.ts',
];

/** Baked into the prerendered pages: `npm start` rebuilds when one changes. */
export const BUILD_TIME_SETTINGS = [
  'SITE_URL',
  'SHOW_BLOG',
  'LOCALE_COOKIE_CROSS_ORIGIN',
  'DEPLOYMENT_ID',
  'KEYSTATIC_GITHUB_REPO',
];

/** The bench builds its bare reference page with these too, so that one bundler makes both. */
export const NEXT_BUILD_ARGS = ['build'];

export const NEXT_BIN = createRequire(import.meta.url).resolve('next/dist/bin/next');

/** Written last, so that it also marks a finished build (`src/config/finished-build.ts`). */
const FINGERPRINT_FILE = join(projectRoot, '.next', 'source-fingerprint');

function listFiles(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => listFiles(join(path, entry.name)));
}

function sourceFingerprint() {
  const hash = createHash('sha256');
  for (const file of SOURCES.flatMap((source) => listFiles(join(projectRoot, source)))) {
    hash.update(relative(projectRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  for (const name of BUILD_TIME_SETTINGS) hash.update(`${name}=${process.env[name] ?? ''}\0`);
  return hash.digest('hex');
}

function isBuildCurrent() {
  return (
    existsSync(join(projectRoot, '.next', 'BUILD_ID')) &&
    existsSync(FINGERPRINT_FILE) &&
    readFileSync(FINGERPRINT_FILE, 'utf8') === sourceFingerprint()
  );
}

const LOCK_FILE = join(projectRoot, '.build.lock');

function lockHolder() {
  try {
    return Number.parseInt(readFileSync(LOCK_FILE, 'utf8'), 10);
  } catch {
    return undefined;
  }
}

/** Two commands that need a build never write `.next` at once: the second waits, then finds it. */
function withBuildLock(work) {
  for (;;) {
    try {
      writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const holder = lockHolder();
      // Released between our attempt and the read: try again.
      if (holder === undefined) continue;
      if (!isProcessRunning(holder)) rmSync(LOCK_FILE, { force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
  try {
    return work();
  } finally {
    rmSync(LOCK_FILE, { force: true });
  }
}

export function ensureBuild(options = {}) {
  if (isBuildCurrent()) return;
  withBuildLock(() => buildIfStale(options));
}

function buildIfStale({ log = console.log } = {}) {
  if (isBuildCurrent()) return;
  log('No build of the current sources: building the site first (next build).');
  assertVerifiedFramework(projectRoot);
  preparePictures();
  const fingerprint = sourceFingerprint();
  const result = spawnSync(process.execPath, [NEXT_BIN, ...NEXT_BUILD_ARGS], {
    cwd: projectRoot,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) {
    throw new Error(`next build failed with exit code ${result.status ?? result.signal}`);
  }
  const firstLoadScripts = rewritePrerenderedPages(
    join(projectRoot, '.next', 'server', 'app'),
    join(projectRoot, 'public'),
  );
  hintCompileOnLoad(join(projectRoot, '.next'), firstLoadScripts);
  precompressAssets(join(projectRoot, '.next'));
  writeFileSync(FINGERPRINT_FILE, fingerprint);
}

/** Rewrites, before the fingerprint is taken, the pictures that still carry a camera's data. */
function preparePictures() {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const result = spawnSync(process.execPath, [tsx, 'scripts/lib/prepare-pictures.ts'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('The pictures under public/images/ cannot be served.');
}

export function commonRoot(/** @type {string[]} */ ...paths) {
  const split = paths.map((path) => realpathSync(path).split(sep));
  const first = /** @type {string[]} */ (split[0]);
  let depth = 0;
  while (depth < first.length && split.every((parts) => parts[depth] === first[depth])) depth++;
  return first.slice(0, depth).join(sep) || parsePath(first.join(sep)).root || sep;
}
