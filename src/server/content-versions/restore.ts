import 'server-only';

import type { EditorLanguage } from '@/content/editor/messages';
import { refusal } from '@/content/editor/refusal';
import { problemsBroughtBy } from '@/content/editor/save-check';
import { withDatabase } from '@/server/db';
import { publishSite } from '@/server/publishing/publish';

import { commitChanges } from './changes';
import { readEntryFiles } from './entry-files';
import { filesOfVersion, previousVersion, recentVersions, versionById } from './versions';

export type RestoreOutcome =
  | { outcome: 'restored'; entry: string; version: number }
  | { outcome: 'not-found' }
  /** Another publish came after the one to undo: the editor looks again first. */
  | { outcome: 'outdated' }
  | { outcome: 'refused'; message: string };

/**
 * Makes version `id` of its entry the newest again, as a version of its own, and publishes it;
 * refused, as a save would be, if the content as it is now does not take it (a post restored
 * whose author has gone since).
 */
export async function restoreVersion(
  id: number,
  email: string,
  language: EditorLanguage,
): Promise<RestoreOutcome> {
  const version = await withDatabase((db) => versionById(db, id));
  if (!version) return { outcome: 'not-found' };
  const files = await withDatabase((db) => filesOfVersion(db, version));
  const current = readEntryFiles(version.entry);
  const update = {
    additions: [...files].map(([path, contents]) => ({
      path,
      contents: contents.toString('base64url'),
    })),
    deletions: [...current.keys()].filter((path) => !files.has(path)).map((path) => ({ path })),
  };
  const problems = problemsBroughtBy(update);
  if (problems.length) {
    const saved = new Set([version.entry]);
    const deleting = files.size === 0;
    return { outcome: 'refused', message: refusal(problems, { saved, deleting }, language) };
  }
  const restored = await commitChanges([{ entry: version.entry, files }], {
    action: 'restore',
    email,
    restoredFrom: version.id,
    audit: update,
  });
  if ('conflict' in restored) return { outcome: 'outdated' };
  await publishSite();
  return { outcome: 'restored', entry: version.entry, version: restored.version };
}

/**
 * Takes the site back to before the last publish, `last`: its entry as it was before it. Refused
 * as outdated when something else was published since the editor saw `last`.
 */
export async function undoLastPublish(
  last: number,
  email: string,
  language: EditorLanguage,
): Promise<RestoreOutcome> {
  const [latest] = await withDatabase((db) => recentVersions(db, 1));
  if (!latest || latest.id !== last) return { outcome: 'outdated' };
  const previous = await withDatabase((db) => previousVersion(db, latest));
  if (!previous) return { outcome: 'not-found' };
  return restoreVersion(previous.id, email, language);
}
