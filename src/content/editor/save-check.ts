import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

import { defaultContentRoot } from '../files';
import { ContentError, loadContent } from '../load';

/** The files a save writes and removes, as the editor's `update` request sends them. */
type Update = { additions?: { path: string; contents: string }[]; deletions?: { path: string }[] };

/**
 * The problems `npm run content:check` would report once `update` is written: the content is
 * copied, changed and loaded, so a save the build would refuse is refused with its messages.
 */
export function problemsAfter(update: Update, contentRoot = defaultContentRoot): string[] {
  const base = mkdtempSync(join(tmpdir(), 'content-save-'));
  const copy = join(base, 'content');
  try {
    cpSync(contentRoot, copy, { recursive: true });
    const inCopy = (path: string) => {
      const target = resolve(base, path);
      if (relative(copy, target).startsWith('..')) return undefined;
      return target;
    };
    for (const { path, contents } of update.additions ?? []) {
      const target = inCopy(path);
      if (!target) continue;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, Buffer.from(contents, 'base64url'));
    }
    for (const { path } of update.deletions ?? []) {
      const target = inCopy(path);
      if (target) rmSync(target, { force: true });
    }
    loadContent(copy);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
