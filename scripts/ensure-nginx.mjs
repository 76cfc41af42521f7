#!/usr/bin/env node
/**
 * `npm run bench:load` measures the site against nginx serving the same prerendered pages
 * (scripts/lib/nginx.mjs). This finds Debian's nginx binary, installs the nginx package with apt
 * when it is missing and that is possible (root on Debian), and otherwise says how to install it.
 * Only the program is used: the benchmark runs its own nginx in the foreground with a temporary
 * configuration, never the system service.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findNginx } from './lib/nginx.mjs';

if (findNginx()) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'nginx was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y nginx`), then run\n' +
      'the command again.',
  );
  process.exit(1);
}

console.log("nginx was not found: installing Debian's nginx package with apt-get.");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
const install = spawnSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
if (install.status !== 0 || !findNginx()) {
  console.error('Installing nginx failed; see the apt-get output above.');
  process.exit(1);
}
