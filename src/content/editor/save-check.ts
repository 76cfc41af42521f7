import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

import { defaultContentRoot } from '../files';
import { defaultPublicRoot } from '../images';
import { ContentError, loadContent } from '../load';
import { isPicturePath, preparePicture } from './uploads';

/** The files a save writes and removes, as the editor's `update` request sends them. */
export type Update = {
  additions?: { path: string; contents: string }[];
  deletions?: { path: string }[];
};

/**
 * A save as it will be written, its pictures prepared (`preparePicture`), or the problems that
 * refuse it, the build's own included (`problemsAfter`).
 */
export async function prepareSave(update: Update): Promise<{ update: Update; problems: string[] }> {
  const problems: string[] = [];
  const additions = await Promise.all(
    (update.additions ?? []).map(async (addition) => {
      if (!isPicturePath(addition.path)) return addition;
      try {
        const picture = await preparePicture(
          addition.path,
          Buffer.from(addition.contents, 'base64url'),
        );
        return { ...addition, contents: picture.toString('base64url') };
      } catch (error) {
        problems.push((error as Error).message);
        return addition;
      }
    }),
  );
  const prepared = { ...update, additions };
  if (problems.length) return { update: prepared, problems };
  return { update: prepared, problems: problemsAfter(prepared) };
}

/**
 * The problems `npm run content:check` would report once `update` is written, from a changed copy
 * of the content, so that a save the build would refuse is refused with the build's messages.
 */
export function problemsAfter(update: Update, contentRoot = defaultContentRoot): string[] {
  const base = mkdtempSync(join(tmpdir(), 'content-save-'));
  const copy = join(base, 'content');
  try {
    cpSync(contentRoot, copy, { recursive: true });
    const inCopy = (path: string) => {
      const target = resolve(base, path);
      const within = (folder: string) => !relative(join(base, folder), target).startsWith('..');
      return within('content') || within('public') ? target : undefined;
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
    loadContent(copy, [join(base, 'public'), defaultPublicRoot]);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems;
    throw error;
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}
