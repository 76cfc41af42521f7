#!/usr/bin/env node
/**
 * `npm run bench:load` measures the site against nginx serving the same prerendered pages
 * (tooling/lib/nginx.mjs). This finds Debian's nginx binary, installs the nginx package with apt
 * when it is missing and that is possible (root on Debian), and otherwise says how to install it.
 * Only the program is used: the benchmark runs its own nginx in the foreground with a temporary
 * configuration, never the system service.
 */
import { ensureDebianPackage } from './lib/debian-package.mjs';
import { findNginx } from './lib/nginx.mjs';

ensureDebianPackage({
  name: 'nginx',
  label: 'nginx',
  isInstalled: findNginx,
  howToInstall:
    'nginx was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y nginx`), then run\n' +
    'the command again.',
});
