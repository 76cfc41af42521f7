import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { projectRoot } from '../../../scripts/lib/build.mjs';

export const artifactsDir = join(projectRoot, 'test-results');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      );
    });
  });
}

export type RunningServer = { baseURL: string; logFile: string; stop: () => Promise<void> };

/**
 * Starts `scripts/start.mjs` the way a user would, bound to 127.0.0.1 (the address that breaks
 * a plain `next start`), and waits until it answers.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<RunningServer> {
  mkdirSync(artifactsDir, { recursive: true });
  const port = await freePort();
  const logFile = join(artifactsDir, `server-${name}.log`);
  const log = createWriteStream(logFile);
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', ...args], {
    cwd: projectRoot,
    env: { ...process.env, HOSTNAME: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited; see ${logFile}`);
    try {
      await fetch(`${baseURL}/`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`server ${name} did not start; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return {
    baseURL,
    logFile,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
