#!/usr/bin/env node
/**
 * The end-to-end tests drive Debian's Chromium. This finds it, installs it with apt when it is
 * missing and that is possible (root on Debian), and otherwise says how to install it.
 */
import { ensureDebianPackage } from './lib/debian-package.mjs';
import { findChromium } from '../tests/support/chromium.mjs';

ensureDebianPackage({
  name: 'chromium',
  label: 'Chromium',
  isInstalled: findChromium,
  howToInstall:
    'Chromium was not found. Install it (Debian/Ubuntu: `sudo apt-get install -y chromium`)\n' +
    'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
});
