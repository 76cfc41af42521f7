#!/usr/bin/env node
/**
 * The metrics tests check the exposition and the alert rules with `promtool`, from Debian's
 * prometheus package (tests/support/promtool.mjs). This finds it, installs the package with apt
 * when it is missing and that is possible (root on Debian), and otherwise says how to install it.
 * Only promtool is used: the tests never start a Prometheus server.
 */
import { ensureDebianPackage } from './lib/debian-package.mjs';
import { findPromtool } from '../tests/support/promtool.mjs';

ensureDebianPackage({
  name: 'prometheus',
  label: 'promtool',
  isInstalled: findPromtool,
  howToInstall:
    'promtool was not found at /usr/bin/promtool. Install it (Debian/Ubuntu: `sudo apt-get\n' +
    'install -y prometheus`) or point PROMTOOL_PATH at it, then run the command again.',
});
