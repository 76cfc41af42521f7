import { spawn } from 'node:child_process';
import { closeSync, cpSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { artifactsDir, type RunningServer } from './server';
import { projectRoot } from '../../../scripts/lib/build.mjs';
import { startServer } from '../../../scripts/lib/server.mjs';

/** What a checkout holds that the site is made of: the editor writes into `content/` and `public/`. */
const siteFiles = [
  'content',
  'drizzle',
  'messages',
  'public',
  'scripts',
  'src',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
  'tsconfig.json',
  // The build type-checks the unit tests beside the code, and some read these.
  'tests/fixtures',
];

/**
 * A checkout of its own for the editing interface's tests, so that their saves never touch this
 * one: a copy of the site's files under `test-results/` (its modules resolve from the project's
 * `node_modules` above it).
 */
export function copyCheckout(name: string): string {
  const root = join(artifactsDir, name);
  rmSync(root, { recursive: true, force: true });
  for (const file of siteFiles) {
    cpSync(join(projectRoot, file), join(root, file), { recursive: true });
  }
  return root;
}

/** `npm run edit` in `root`, as an editor starts it, answering once its overview does. */
export function startEditor(root: string): Promise<RunningServer> {
  const logFile = join(artifactsDir, 'server-editor.log');
  return startServer({
    command: [process.execPath, 'scripts/edit.mjs'],
    cwd: root,
    logFile,
    readyPath: '/keystatic/overview',
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'site-editor-')) },
  }).then((server) => ({ ...server, logFile }));
}

/**
 * `npm run build` and `npm start` in `root` with the settings `env`: the site as it would be
 * published from there.
 */
export async function buildAndStart(
  root: string,
  env: Record<string, string>,
): Promise<RunningServer> {
  const buildLog = join(artifactsDir, 'build-editor.log');
  const out = openSync(buildLog, 'w');
  const code = await new Promise<number | null>((resolve) => {
    const build = spawn(process.execPath, ['scripts/build.mjs'], {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', out, out],
    });
    build.once('exit', resolve);
  });
  closeSync(out);
  if (code !== 0) throw new Error(`the build in ${root} failed (exit ${code}); see ${buildLog}`);
  const logFile = join(artifactsDir, 'server-editor-published.log');
  return startServer({
    cwd: root,
    logFile,
    env: { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'site-published-')) },
  }).then((server) => ({ ...server, logFile }));
}
