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

/**
 * The checkout the site serves its content from, and the editor saves into: read at run time, so
 * its paths are kept out of the build's file tracing.
 */
const siteRoot = (): string => process.cwd();

/** `blog/my-post` or `pages/home`: its text under `content/`, its pictures under `public/images/`. */
const entryFolders = (entry: string): string[] => [`content/${entry}`, `public/images/${entry}`];

/** The entry a file belongs to, or none for a file outside every entry's folders. */
export function entryOfPath(path: string): string | undefined {
  // A path that leaves its folder (`..`, `.`, an empty or backslashed part) is no entry's file:
  // the server writes these paths itself, past the editor's own check.
  if (path.includes('\\') || posix.normalize(path) !== path) return undefined;
  return /^(?:content|public\/images)\/([a-z0-9-]+\/[a-z0-9-]+)\/[^/]/.exec(path)?.[1];
}

export const sha256 = (contents: Buffer): string =>
  createHash('sha256').update(contents).digest('hex');

/** The files under `folder`, by their path relative to it; none if there is no folder. */
function filesUnder(folder: string): string[] {
  try {
    return readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((found) => found.isFile())
      .map((found) => relative(folder, join(found.parentPath, found.name)));
  } catch {
    return [];
  }
}

/** Every file of `entry` in `root` as it is now; none for an entry that is not there. */
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

/** Whether two states of an entry have the same files with the same contents. */
export function sameFiles(a: EntryFiles, b: EntryFiles): boolean {
  if (a.size !== b.size) return false;
  for (const [path, contents] of a) {
    const other = b.get(path);
    if (!other || !other.equals(contents)) return false;
  }
  return true;
}

/**
 * Makes `entry` in `root` exactly `files`: each file written whole beside its place and renamed
 * over it, so that a reader or a crash never meets half a file; files it does not list removed.
 */
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

/** `files` with `additions` written and `deletions` removed, as a save changes them. */
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
