import { spawnSync } from 'node:child_process';

/**
 * Runs an operator's command (`npm run <script>`) as an operator would, with `env` on top of
 * this process's environment minus DATABASE_URL: the embedded database in DATA_DIR unless `env`
 * names one.
 */
function runCommand(script: string, env: Record<string, string>, args: string[]) {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const result = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', script, ...args], {
    env: { ...inherited, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `npm run leads -- …`. */
export const runLeads = (env: Record<string, string>, ...args: string[]) =>
  runCommand('scripts/leads.ts', env, args);

/** `npm run vitals -- …`. */
export const runVitals = (env: Record<string, string>, ...args: string[]) =>
  runCommand('scripts/vitals.ts', env, args);
