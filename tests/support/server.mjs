import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';

import { projectRoot } from '../../scripts/lib/build.mjs';

/**
 * The site's production server, `npm start`, with `args`.
 *
 * @param {string[]} [args]
 */
export const siteCommand = (args = []) => [process.execPath, 'scripts/start.mjs', ...args];

/** A free TCP port on loopback. */
export async function freePort() {
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

/**
 * Starts `scripts/start.mjs` the way a user would, bound to 127.0.0.1 (the address that breaks
 * a plain `next start`), and waits until it answers `readyPath` (default `/`). A path the proxy
 * does not see, such as `/robots.txt`, leaves the first page request to the caller.
 *
 * `command` and `cwd` start another server the same way (the bench's reference page with `next
 * start`, or the site pinned to a core); it must listen on the PORT it is given.
 *
 * `user` runs it as that user and group (the caller must be root), as a disk fault test does to
 * take away its write access.
 *
 * @param {{ env?: Record<string, string>, args?: string[], logFile: string, port?: number, appendLog?: boolean, readyPath?: string, command?: string[], cwd?: string, user?: { uid: number, gid: number } }} options
 * @returns {Promise<{ baseURL: string, pid: number, exited: Promise<number | null>, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startServer({
  env = {},
  args = [],
  logFile,
  port: fixedPort,
  appendLog,
  readyPath = '/',
  command: serverCommand = siteCommand(args),
  cwd = projectRoot,
  user,
}) {
  mkdirSync(dirname(logFile), { recursive: true });
  const port = fixedPort ?? (await freePort());
  const log = createWriteStream(logFile, { flags: appendLog ? 'a' : 'w' });
  const [command, ...commandArgs] = serverCommand;
  const child = spawn(command, commandArgs, {
    cwd,
    env: { ...process.env, HOSTNAME: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...user,
  });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  /** @type {Promise<number | null>} */
  const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited; see ${logFile}`);
    try {
      await fetch(`${baseURL}${readyPath}`, { redirect: 'manual' });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not start; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  return {
    baseURL,
    pid: /** @type {number} */ (child.pid),
    /** The exit code, once the server has exited (null when a signal ended it). */
    exited,
    stop: () => exit('SIGTERM'),
    /** Ends the server the hard way, as a crash or an out-of-memory kill would. */
    kill: () => exit('SIGKILL'),
  };

  function exit(signal) {
    return new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  }
}
