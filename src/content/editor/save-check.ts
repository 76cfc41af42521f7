import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';

import { defaultContentRoot } from '../files';
import { defaultPublicRoot } from '../images';
import { loadContent } from '../load';
import { ContentError, entryOfFile, type ContentProblem } from '../problems';
import { isPicturePath, PictureError, preparePicture } from './uploads';

/** The files a save writes and removes, as the editor's `update` request sends them. */
export type Update = {
  additions?: { path: string; contents: string }[];
  deletions?: { path: string }[];
};

/** `public/images/blog/<slug>/photo/light.jpg` → the entry `blog/<slug>` and its field `photo.light`. */
function pictureField(path: string): Pick<ContentProblem, 'entry' | 'field'> {
  const [collection, slug, ...rest] = path.replace(/^public\/images\//, '').split('/');
  const field = rest
    .join('/')
    .replace(/\.[^./]*$/, '')
    .split('/')
    .filter(Boolean);
  return { entry: `${collection}/${slug}`, field: field.length ? field : undefined };
}

/** The entries a save writes or removes files of, as `<collection>/<slug>`. */
export function entriesOf(update: Update): Set<string> {
  const paths = [...(update.additions ?? []), ...(update.deletions ?? [])].map(({ path }) => path);
  return new Set(
    paths.flatMap((path) => {
      const entry = isPicturePath(path) ? pictureField(path).entry : entryOfFile(path);
      return entry ? [entry] : [];
    }),
  );
}

/**
 * A save as it will be written, its pictures prepared (`preparePicture`), or the problems that
 * refuse it: its pictures', else those it would bring to the content (`problemsBroughtBy`).
 */
export async function prepareSave(
  update: Update,
): Promise<{ update: Update; problems: ContentProblem[] }> {
  const problems: ContentProblem[] = [];
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
        if (!(error instanceof PictureError)) throw error;
        problems.push({
          line: `${addition.path}: ${error.message}`,
          reason: { kind: 'picture', refusal: error.refusal },
          ...pictureField(addition.path),
        });
        return addition;
      }
    }),
  );
  const prepared = { ...update, additions };
  if (problems.length) return { update: prepared, problems };
  return { update: prepared, problems: problemsBroughtBy(prepared) };
}

/** What `npm run content:check` reports about the content under `contentRoot`. */
function problemsOf(contentRoot: string, publicRoots?: string[]): ContentProblem[] {
  try {
    loadContent(contentRoot, publicRoots);
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.details;
    throw error;
  }
}

/**
 * The problems `npm run content:check` would report once `update` is written, from a changed copy
 * of the content, so that a save the build would refuse is refused with the build's findings.
 */
function problemsAfter(update: Update, contentRoot = defaultContentRoot): ContentProblem[] {
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
    return problemsOf(copy, [join(base, 'public'), defaultPublicRoot]);
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/**
 * The problems a save would bring: those after it that the content did not have before. A
 * problem elsewhere, already there, is the overview's to show and refuses no save.
 */
export function problemsBroughtBy(update: Update, contentRoot = defaultContentRoot) {
  const before = new Set(problemsOf(contentRoot).map(({ line }) => line));
  return problemsAfter(update, contentRoot).filter(({ line }) => !before.has(line));
}
