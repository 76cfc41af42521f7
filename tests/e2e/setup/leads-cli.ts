import { spawnSync } from 'node:child_process';

/**
 * Runs `npm run leads -- …` as an operator would, with `env` on top of this process's
 * environment minus DATABASE_URL: the embedded database in DATA_DIR unless `env` names one.
 */
export function runLeads(env: Record<string, string>, ...args: string[]) {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const result = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'scripts/leads.ts', ...args],
    { env: { ...inherited, ...env }, encoding: 'utf8', timeout: 60_000 },
  );
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
