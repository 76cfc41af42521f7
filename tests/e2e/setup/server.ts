import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { projectRoot } from '../../../scripts/lib/build.mjs';
import { startServer as startSiteServer } from '../../../scripts/lib/server.mjs';

export const artifactsDir = join(projectRoot, 'test-results');

export type RunningServer = { baseURL: string; logFile: string; stop: () => Promise<void> };

/**
 * A production server for the tests; its log is kept under `test-results/`. Each gets its own
 * empty data directory unless one is given: two servers must never share an embedded database.
 */
export async function startServer(
  name: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<RunningServer> {
  const logFile = join(artifactsDir, `server-${name}.log`);
  const dataDir = env.DATA_DIR ?? mkdtempSync(join(tmpdir(), `site-${name}-`));
  const server = await startSiteServer({ env: { DATA_DIR: dataDir, ...env }, args, logFile });
  return { ...server, logFile };
}
