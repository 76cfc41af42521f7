#!/usr/bin/env node
/**
 * `npm run lock:complete`: adds the platform packages that npm left out of package-lock.json.
 *
 * npm writes an optional platform package (`@next/swc-darwin-arm64`, …) into the lock file only
 * when its registry serves that exact version; a registry mirror that lacks some of them yields a
 * lock file that `npm ci` then rejects as out of sync. This adds each missing one with its
 * version and the os/cpu/libc it is for, so every platform installs what it needs and skips the
 * rest. Run it after changing dependencies.
 */
import { readFileSync, writeFileSync } from 'node:fs';

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

const path = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(path, 'utf8'));
const added = [];
for (const entry of Object.values({ ...lock.packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    lock.packages[key] = {
      version: range.replace(/^[\^~=]/, ''),
      optional: true,
      ...platformOf(name),
    };
    added.push(key);
  }
}
const [root, ...rest] = Object.entries(lock.packages);
lock.packages = Object.fromEntries([root, ...rest.sort(([a], [b]) => a.localeCompare(b))]);
writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added ${added.length} platform packages.` : 'Nothing to add.');
