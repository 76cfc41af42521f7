import { join } from 'node:path';

import { projectRoot } from '../../../scripts/lib/build.mjs';
import { startServer as startSiteServer } from '../../../scripts/lib/server.mjs';

export const artifactsDir = join(projectRoot, 'test-results');

export type RunningServer = { baseURL: string; logFile: string; stop: () => Promise<void> };

/** A production server for the tests; its log is kept under `test-results/`. */
export async function startServer(
  name: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<RunningServer> {
  const logFile = join(artifactsDir, `server-${name}.log`);
  const server = await startSiteServer({ env, args, logFile });
  return { ...server, logFile };
}
