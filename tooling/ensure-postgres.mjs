#!/usr/bin/env node
/**
 * The PostgreSQL tests and `npm run bench:forms -- --postgres` start a throwaway server from
 * Debian's PostgreSQL binaries (tests/support/postgres.mjs). This finds them, installs the
 * postgresql package with apt when they are missing and that is possible (root on Debian), and
 * otherwise says how to install them.
 */
import { ensureDebianPackage } from './lib/debian-package.mjs';
import { findPostgresBin } from '../tests/support/postgres.mjs';

ensureDebianPackage({
  name: 'postgresql',
  label: 'PostgreSQL',
  isInstalled: findPostgresBin,
  howToInstall:
    'PostgreSQL was not found under /usr/lib/postgresql. Install it (Debian/Ubuntu:\n' +
    '`sudo apt-get install -y postgresql`), then run the command again.',
});
