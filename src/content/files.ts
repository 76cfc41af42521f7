import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

import { parse as parseYaml } from 'yaml';

// Reads are marked for Turbopack not to trace, which would pull in the whole project;
// next.config.ts ships the content folder with the server instead.
export const defaultContentRoot = join(process.cwd(), 'content');

export type CollectionName =
  'blog' | 'services' | 'case-studies' | 'team' | 'jobs' | 'pricing' | 'pages';

const holdsFiles = (dir: string) =>
  readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true, recursive: true }).some(
    (entry) => entry.isFile(),
  );

/** A folder without files is none: git keeps no empty folders, and deleting leaves them behind. */
export function listEntrySlugs(collection: CollectionName, root = defaultContentRoot): string[] {
  const dir = join(/*turbopackIgnore: true*/ root, collection);
  if (!existsSync(/*turbopackIgnore: true*/ dir)) return [];
  return readdirSync(/*turbopackIgnore: true*/ dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && holdsFiles(join(dir, entry.name)))
    .map((entry) => entry.name)
    .sort();
}

export type SourceFile = {
  /** Path relative to the project root, as error messages show it. */
  path: string;
  data: unknown;
  body: string;
};

export function readSourceFile(absolutePath: string, root: string): SourceFile | null {
  if (!existsSync(/*turbopackIgnore: true*/ absolutePath)) return null;
  const raw = readFileSync(/*turbopackIgnore: true*/ absolutePath, 'utf8');
  const path = relative(join(root, '..'), absolutePath);
  if (absolutePath.endsWith('.yaml')) return { path, data: parseYaml(raw) ?? {}, body: '' };
  return { path, data: {}, body: raw.trim() };
}

/** Changes whenever a file under `root` is added, removed or written: its files' names and times. */
export function contentVersion(root = defaultContentRoot): string {
  return readdirSync(/*turbopackIgnore: true*/ root, { recursive: true, encoding: 'utf8' })
    .map((file) => `${file}:${statSync(join(/*turbopackIgnore: true*/ root, file)).mtimeMs}`)
    .join('\n');
}
