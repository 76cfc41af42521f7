#!/usr/bin/env node
/**
 * `npm run lock:complete`: adds the platform packages that npm left out of package-lock.json.
 *
 * npm writes an optional platform package (`@next/swc-darwin-arm64`, …) into the lock file only
 * when its registry serves that exact version; a registry mirror that lacks some of them yields a
 * lock file that `npm ci` then rejects as out of sync. This adds each missing one with its
 * version and the os/cpu/libc it is for, so every platform installs what it needs and skips the
 * rest.
 */
import { readFileSync, writeFileSync } from 'node:fs';

import { parseCommandLine } from '../scripts/lib/command-line.mjs';

const { positionals, fail } = parseCommandLine({
  usage: `Usage: npm run lock:complete -- [FILE]

Adds to the lock file each optional platform package (@next/swc-darwin-arm64, ...) that npm left
out because the registry lacked that exact version, with the os, cpu and libc it is for, so that
npm ci accepts the file on every platform. Run it after changing dependencies.

Arguments:
  FILE         the lock file to complete (default: package-lock.json)

Options:
  -h, --help   print this text
`,
  allowPositionals: true,
});
if (positionals.length > 1) fail('Give at most one lock file');

const OPERATING_SYSTEMS = ['darwin', 'win32', 'linux', 'freebsd', 'android', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'wasm32', 'arm'];

function platformOf(name) {
  const parts = name.split('/').at(-1).split('-');
  const os = OPERATING_SYSTEMS.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  const libc = parts.includes('musl') ? 'musl' : parts.includes('gnu') ? 'glibc' : undefined;
  return {
    ...(cpu ? { cpu: [cpu] } : {}),
    ...(os ? { os: [os] } : {}),
    ...(libc ? { libc: [libc] } : {}),
  };
}

/** The folder a package's entry sits in: `node_modules/knip` for `node_modules/knip/node_modules/x`. */
function parentOf(key) {
  const index = key.lastIndexOf('/node_modules/');
  return index === -1 ? '' : key.slice(0, index);
}

/** The entry Node would load `name` from for the package at `from`, walking up the folders. */
function resolve(packages, from, name) {
  for (let base = from; ; base = parentOf(base)) {
    const key = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (packages[key]) return packages[key];
    if (!base) return undefined;
  }
}

const path = positionals[0] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const [from, entry] of Object.entries({ ...lock.packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const version = range.replace(/^[\^~=]/, '');
    if (resolve(lock.packages, from, name)?.version === version) continue;
    // Beside the package that wants it: a nested copy (knip's oxc-parser) must not take the
    // place of the top-level one another package uses in another version.
    const parent = parentOf(from);
    const key = `${parent ? `${parent}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = { version, optional: true, ...platformOf(name) };
    added.push(key);
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} platform packages.` : 'Nothing to add.');
