import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { artifactsDir, type RunningServer } from './server';
import { startServer } from '../../support/server.mjs';
import { copySite, copySiteWithBuild } from '../../support/site-copy.mjs';

/**
 * A checkout of its own for the editing interface's tests, so that their saves never touch this
 * one: a copy of the site's files under `test-results/`.
 */
export function copyCheckout(name: string): string {
  return copySite(join(artifactsDir, name));
}

/**
 * `npm run edit` in `root`, as an editor starts it (no `--host`: the command's own default),
 * answering once its overview does. HOSTNAME says every interface, as a container's may: the
 * command must not read it.
 */
export function startEditor(root: string): Promise<RunningServer> {
  const logFile = join(artifactsDir, 'server-editor.log');
  return startServer({
    command: [process.execPath, 'scripts/edit.mjs'],
    cwd: root,
    logFile,
    readyPath: '/keystatic/overview',
    env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'site-editor-')), HOSTNAME: '0.0.0.0' },
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

/** A checkout of its own with this checkout's build, to serve with `--reuse-build`. */
export function copyCheckoutWithBuild(name: string): string {
  return copySiteWithBuild(join(artifactsDir, name));
}

/** `npm start -- --reuse-build` in `root` with the settings `env`. */
export async function startCopiedSite(
  root: string,
  name: string,
  env: Record<string, string>,
): Promise<RunningServer & { kill: () => Promise<void> }> {
  const logFile = join(artifactsDir, `server-${name}.log`);
  const server = await startServer({
    command: [process.execPath, 'scripts/start.mjs', '--reuse-build'],
    cwd: root,
    logFile,
    readyPath: '/robots.txt',
    env,
  });
  return { ...server, logFile };
}
