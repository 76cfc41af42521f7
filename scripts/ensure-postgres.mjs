#!/usr/bin/env node
/**
 * The PostgreSQL tests and `npm run bench:forms -- --postgres` start a throwaway server from
 * Debian's PostgreSQL binaries (scripts/lib/postgres.mjs). This finds them, installs the
 * postgresql package with apt when they are missing and that is possible (root on Debian), and
 * otherwise says how to install them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findPostgresBin } from './lib/postgres.mjs';

if (findPostgresBin()) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'PostgreSQL was not found under /usr/lib/postgresql. Install it (Debian/Ubuntu:\n' +
      '`sudo apt-get install -y postgresql`), then run the command again.',
  );
  process.exit(1);
}

console.log("PostgreSQL was not found: installing Debian's postgresql package with apt-get.");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
const install = spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], {
  stdio: 'inherit',
  env,
});
if (install.status !== 0 || !findPostgresBin()) {
  console.error('Installing postgresql failed; see the apt-get output above.');
  process.exit(1);
}
