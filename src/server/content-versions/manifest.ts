import 'server-only';

import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * `content/versions.json`: for each entry saved on the live site, the version the checkout's
 * files are. The server writes it with the files, so that a commit of the deployed checkout
 * carries it; at the next start it tells a developer's change to such an entry (the checkout
 * has the newest version, and more) from a checkout that never had the editors' change.
 */
const manifestFile = () => join(process.cwd(), 'content', 'versions.json');

export type Manifest = Record<string, number>;

export function readManifest(): Manifest {
  try {
    const read = JSON.parse(readFileSync(manifestFile(), 'utf8')) as unknown;
    if (typeof read !== 'object' || read === null || Array.isArray(read)) return {};
    return Object.fromEntries(
      Object.entries(read).filter(([, id]) => Number.isSafeInteger(id)),
    ) as Manifest;
  } catch {
    return {};
  }
}

/** Records that the checkout's files of each entry are the version given. */
export function recordInManifest(versions: Manifest): void {
  const before = readManifest();
  // Written only when it changes: a checkout without editors' versions gets no file.
  if (Object.entries(versions).every(([entry, id]) => before[entry] === id)) return;
  const manifest = { ...before, ...versions };
  const sorted = Object.fromEntries(
    Object.entries(manifest).sort(([a], [b]) => a.localeCompare(b)),
  );
  const partial = `${manifestFile()}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(sorted, null, 2)}\n`);
  renameSync(partial, manifestFile());
}
