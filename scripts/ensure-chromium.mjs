#!/usr/bin/env node
/**
 * The end-to-end tests drive Debian's Chromium. This finds it, installs it with apt when it is
 * missing and that is possible (root on Debian), and otherwise says how to install it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { findChromium } from './lib/chromium.mjs';

if (findChromium()) process.exit(0);

const isRoot = process.getuid?.() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(
    'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`)\n' +
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
  );
  process.exit(1);
}

console.log("Chromium was not found: installing Debian's chromium package with apt-get.");
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
const install = spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
  stdio: 'inherit',
  env,
});
if (install.status !== 0 || !findChromium()) {
  console.error('Installing chromium failed; see the apt-get output above.');
  process.exit(1);
}
