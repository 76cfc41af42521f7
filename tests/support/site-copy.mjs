import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

import { projectRoot } from '../../scripts/lib/build.mjs';

/** What a checkout holds that the site is made of and built from. */
const SITE_FILES = [
  'content',
  'drizzle',
  'messages',
  'public',
  'scripts',
  'src',
  'next.config.ts',
  'package.json',
  'postcss.config.mjs',
  'tsconfig.json',
  // The build type-checks the unit tests beside the code, and some read these.
  'tests/fixtures',
  'tests/support',
];

/**
 * A copy of the site's files at `root` (emptied first), to change and build without touching
 * this checkout. Place it inside the project: its modules resolve from the `node_modules` above.
 *
 * @param {string} root
 * @returns {string} root
 */
export function copySite(root) {
  rmSync(root, { recursive: true, force: true });
  for (const file of SITE_FILES) {
    cpSync(join(projectRoot, file), join(root, file), { recursive: true });
  }
  return root;
}

/**
 * `copySite` with this checkout's build beside it (`.next` without its cache, which a server
 * does not read): served with `--reuse-build`, it saves into the copy and builds nothing.
 *
 * @param {string} root
 * @returns {string} root
 */
export function copySiteWithBuild(root) {
  copySite(root);
  const cache = join(projectRoot, '.next', 'cache');
  cpSync(join(projectRoot, '.next'), join(root, '.next'), {
    recursive: true,
    filter: (source) => source !== cache,
  });
  return root;
}
