import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Makes sure a program from one of Debian's packages is there, for the scripts that check a
 * tool before they use it (tooling/ensure-*.mjs). When `isInstalled()` says no, it installs
 * `name` with apt-get if it can (as root, on Debian), and otherwise prints `howToInstall` and
 * exits with 1, as it does when the installation fails.
 *
 * @param {{ name: string, label: string, isInstalled: () => unknown, howToInstall: string }} options
 *   `label` names the program in messages ("PostgreSQL").
 */
export function ensureDebianPackage({ name, label, isInstalled, howToInstall }) {
  if (isInstalled()) return;

  const isRoot = process.getuid?.() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    console.error(howToInstall);
    process.exit(1);
  }

  console.log(`${label} was not found: installing Debian's ${name} package with apt-get.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install = spawnSync('apt-get', ['install', '-y', '-qq', name], { stdio: 'inherit', env });
  if (install.status !== 0 || !isInstalled()) {
    console.error(`Installing ${name} failed; see the apt-get output above.`);
    process.exit(1);
  }
}
