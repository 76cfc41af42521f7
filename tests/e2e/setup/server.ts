import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { projectRoot } from '../../../scripts/lib/build.mjs';
import { startServer as startSiteServer } from '../../support/server.mjs';

export const artifactsDir = join(projectRoot, 'test-results');

export type RunningServer = { baseURL: string; logFile: string; stop: () => Promise<void> };

/**
 * A production server for the tests; its log is kept under `test-results/`. Each gets its own
 * empty data directory unless one is given: two servers must never share an embedded database.
 * `readyPath` is what it must answer before it counts as started (default `/`).
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  args: string[] = [],
  { readyPath }: { readyPath?: string } = {},
): Promise<RunningServer> {
  const logFile = join(artifactsDir, `server-${name}.log`);
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), `site-${name}-`));
  const server = await startSiteServer({
    env: { DATA_DIR: dataDir, ...env },
    args,
    logFile,
    readyPath,
  });
  return { ...server, logFile };
}

/** A log line's message: the server logs JSON; what came before its logger (the build) is text. */
function messageOf(line: string): string {
  try {
    const { message } = JSON.parse(line) as { message?: unknown };
    return typeof message === 'string' ? message : line;
  } catch {
    return line;
  }
}

/** The messages of a server's log that match `pattern`. */
export function serverLogLines(logFile: string, pattern: RegExp): string[] {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .map(messageOf)
    .filter((line) => pattern.test(line));
}
