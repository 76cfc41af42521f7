#!/usr/bin/env node
/**
 * `npm run bench:load` measures the site against nginx serving the same prerendered pages
 * (tooling/lib/nginx.mjs). This finds Debian's nginx binary and its brotli_static module,
 * installs their packages with apt when they are missing and that is possible (root on Debian),
 * and otherwise says how to install them.
 * Only the program is used: the benchmark runs its own nginx in the foreground with a temporary
 * configuration, never the system service.
 */
import { existsSync } from 'node:fs';

import { ensureDebianPackage } from './lib/debian-package.mjs';
import { BROTLI_STATIC_MODULE, findNginx } from './lib/nginx.mjs';

ensureDebianPackage({
  name: 'nginx',
  label: 'nginx',
  isInstalled: findNginx,
  howToInstall:
    'nginx was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y nginx`), then run\n' +
    'the command again.',
});
ensureDebianPackage({
  name: 'libnginx-mod-http-brotli-static',
  label: "nginx's brotli_static module",
  isInstalled: () => existsSync(BROTLI_STATIC_MODULE),
  howToInstall:
    "nginx's brotli_static module was not found. Install it (Debian/Ubuntu: `sudo apt-get\n" +
    'install -y libnginx-mod-http-brotli-static`), then run the command again.',
});
