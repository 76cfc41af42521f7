import { spawn, spawnSync } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import pg from 'pg';

import { freePort } from './server.mjs';
import { runAsWhenRoot } from '../../scripts/lib/process.mjs';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The `bin` directory of the newest PostgreSQL Debian has installed, or null. */
export function findPostgresBin() {
  if (!existsSync(DEBIAN_ROOT)) return null;
  const versions = readdirSync(DEBIAN_ROOT)
    .filter((version) => existsSync(join(DEBIAN_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
  return versions.length > 0 ? join(DEBIAN_ROOT, versions[0], 'bin') : null;
}

/**
 * PostgreSQL refuses to run as root, so as root its programs run as Debian's `postgres` user.
 * Returns the spawn options that do that (empty when we are not root).
 */
const unprivilegedUser = () =>
  runAsWhenRoot(
    'postgres',
    "PostgreSQL cannot run as root and there is no `postgres` user; install Debian's postgresql package (node tooling/ensure-postgres.mjs).",
  );

async function acceptsConnections(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * A throwaway PostgreSQL for tests and benchmarks: a new cluster in a temporary directory,
 * listening on 127.0.0.1 at a free port, with durability switched off for speed (its data is
 * deleted on stop anyway). Its log goes to `logFile`.
 *
 * `stopServer()` and `startServerAgain()` take the server down and bring it back on the same
 * port and data, to test how the site behaves while its database is away. `stop()` ends it for
 * good and deletes its files.
 *
 * @param {{ logFile: string }} options
 * @returns {Promise<{
 *   url: string,
 *   port: number,
 *   dataDir: string,
 *   stopServer: (options?: { mode?: 'fast' | 'immediate' }) => Promise<void>,
 *   startServerAgain: () => Promise<void>,
 *   stop: () => Promise<void>,
 * }>}
 */
export async function startPostgres({ logFile }) {
  const bin = findPostgresBin();
  if (!bin) {
    throw new Error('PostgreSQL is not installed; run `node tooling/ensure-postgres.mjs`.');
  }
  const user = unprivilegedUser();
  const root = mkdtempSync(join(tmpdir(), 'limmat-postgres-'));
  if (user.uid !== undefined) chownSync(root, user.uid, user.gid);
  const dataDir = join(root, 'data');
  // The C locale: the cluster must not depend on which locales this machine has installed.
  const env = { ...process.env, LC_ALL: 'C', LANG: 'C' };

  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'a' });

  const initdb = spawnSync(
    join(bin, 'initdb'),
    [
      '-D',
      dataDir,
      '-A',
      'trust',
      '-U',
      'postgres',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ],
    { cwd: root, env, encoding: 'utf8', ...user },
  );
  log.write(`${initdb.stdout ?? ''}${initdb.stderr ?? ''}`);
  if (initdb.status !== 0) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`initdb failed (${initdb.status ?? initdb.error?.message}); see ${logFile}`);
  }

  const port = await freePort();
  const serverURL = (database) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let server = null;

  async function startServerAgain() {
    if (server) return;
    const child = spawn(
      join(bin, 'postgres'),
      [
        '-D',
        dataDir,
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-k',
        root,
        '-c',
        'fsync=off',
        '-c',
        'full_page_writes=off',
      ],
      { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'], ...user },
    );
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    server = { child, exited };
    exited.then(() => {
      if (server?.child === child) server = null;
    });

    const deadline = Date.now() + 30_000;
    while (!(await acceptsConnections(serverURL('postgres')))) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`PostgreSQL exited while starting; see ${logFile}`);
      }
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Fast shutdown (SIGINT) rolls back open transactions; immediate (SIGQUIT) is a crash. */
  async function stopServer({ mode = 'fast' } = {}) {
    if (!server) return;
    const { child, exited } = server;
    child.kill(mode === 'immediate' ? 'SIGQUIT' : 'SIGINT');
    await exited;
  }

  // Should this process end without calling stop(), the server must not outlive it.
  const stopOnExit = () => server?.child.kill('SIGQUIT');
  process.once('exit', stopOnExit);

  try {
    await startServerAgain();
    const admin = new pg.Client({ connectionString: serverURL('postgres') });
    await admin.connect();
    await admin.query('create database site');
    await admin.end();
  } catch (error) {
    await stopServer({ mode: 'immediate' });
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  return {
    url: serverURL('site'),
    port,
    dataDir,
    stopServer,
    startServerAgain,
    stop: async () => {
      await stopServer();
      process.removeListener('exit', stopOnExit);
      log.end();
      rmSync(root, { recursive: true, force: true });
    },
  };
}
