import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Prometheus's `promtool`, from Debian's prometheus package (or `PROMTOOL_PATH`), or null.
 * The tests check the metrics' exposition and the alert rules with it.
 */
export function findPromtool() {
  const configured = process.env.PROMTOOL_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return existsSync('/usr/bin/promtool') ? '/usr/bin/promtool' : null;
}

/**
 * Runs promtool with `args`, `input` on its standard input.
 *
 * @param {string[]} args
 * @param {string} [input]
 * @returns {{ status: number | null, output: string }} its exit status and everything it wrote
 */
export function promtool(args, input) {
  const program = findPromtool();
  if (!program)
    throw new Error('promtool is not installed; run `node tooling/ensure-prometheus.mjs`.');
  const result = spawnSync(program, args, { input, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}
