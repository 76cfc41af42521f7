import 'server-only';

import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';

/** An entry's files by their path in the checkout, `content/blog/my-post/index.yaml`. */
export type EntryFiles = Map<string, Buffer>;

/** Read at run time, so that its paths are kept out of the build's file tracing. */
const siteRoot = (): string => process.cwd();

/** `blog/my-post` or `pages/home`: its text under `content/`, its pictures under `public/images/`. */
const entryFolders = (entry: string): string[] => [`content/${entry}`, `public/images/${entry}`];

export function entryOfPath(path: string): string | undefined {
  // A path that leaves its folder (`..`, `.`, an empty or backslashed part) is no entry's file:
  // the server writes these paths itself, past the editor's own check.
  if (path.includes('\\') || posix.normalize(path) !== path) return undefined;
  return /^(?:content|public\/images)\/([a-z0-9-]+\/[a-z0-9-]+)\/[^/]/.exec(path)?.[1];
}

export const sha256 = (contents: Buffer): string =>
  createHash('sha256').update(contents).digest('hex');

function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((found) => found.isFile())
      .map((found) => relative(folder, join(found.parentPath, found.name)));
  } catch {
    return [];
  }
}

export function readEntryFiles(entry: string, root = siteRoot()): EntryFiles {
  const files: EntryFiles = new Map();
  for (const folder of entryFolders(entry)) {
    for (const name of filesUnder(join(/*turbopackIgnore: true*/ root, folder))) {
      const path = `${folder}/${name.split('\\').join('/')}`;
      files.set(path, readFileSync(join(/*turbopackIgnore: true*/ root, path)));
    }
  }
  return files;
}

export function sameFiles(a: EntryFiles, b: EntryFiles): boolean {
  if (a.size !== b.size) return false;
  for (const [path, contents] of a) {
    const other = b.get(path);
    if (!other || !other.equals(contents)) return false;
  }
  return true;
}

/** Writes beside each file and renames over it, so that no reader or crash meets half a file. */
export function writeEntryFiles(entry: string, files: EntryFiles, root = siteRoot()): void {
  for (const [path, contents] of files) {
    if (entryOfPath(path) !== entry) throw new Error(`${path} is no file of ${entry}`);
    const target = join(/*turbopackIgnore: true*/ root, path);
    mkdirSync(dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.partial`;
    writeFileSync(partial, contents);
    renameSync(partial, target);
  }
  for (const path of readEntryFiles(entry, root).keys()) {
    if (!files.has(path)) rmSync(join(/*turbopackIgnore: true*/ root, path), { force: true });
  }
  for (const folder of entryFolders(entry)) {
    removeEmptyFolders(join(/*turbopackIgnore: true*/ root, folder));
  }
}

/** Removes `folder` and the folders under it that hold no file, as git keeps none. */
function removeEmptyFolders(folder: string): void {
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return;
  }
  for (const name of names) removeEmptyFolders(join(folder, name));
  try {
    rmdirSync(folder);
  } catch {
    // Not empty, or a file: kept.
  }
}

export function withChanges(
  files: EntryFiles,
  additions: { path: string; contents: Buffer }[],
  deletions: string[],
): EntryFiles {
  const changed: EntryFiles = new Map(files);
  for (const path of deletions) changed.delete(path);
  for (const { path, contents } of additions) changed.set(path, contents);
  return changed;
}
