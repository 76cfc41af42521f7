import 'server-only';

import { CONTENT_VERSION_HEADER } from '@/content/editor/content-version';
import { interfaceTexts, type EditorLanguage } from '@/content/editor/messages';
import type { Update } from '@/content/editor/save-check';
import { signedInEditor } from '@/server/editors/sessions';
import { publishSite } from '@/server/publishing/publish';

import { appliedVersion, commitChanges } from './changes';
import { entryOfPath, readEntryFiles, withChanges } from './entry-files';

const plain = (status: number, text: string) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** `date` as an editor in Switzerland reads the time on the clock. */
const clockTime = (date: Date) =>
  new Intl.DateTimeFormat('de-CH', {
    timeZone: 'Europe/Zurich',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);

/** `response` with the newest version this server's files show, for the interface to send back. */
export function withContentVersion(response: Response): Response {
  const headers = new Headers(response.headers);
  headers.set(CONTENT_VERSION_HEADER, String(appliedVersion()));
  return new Response(response.body, { status: response.status, headers });
}

/**
 * A checked save on the live site: recorded as a version of each entry it touches, written, and
 * published. Refused when another editor saved one of them since the interface was loaded.
 * `tree` answers as the editor's own update does: with the files as they are after the save.
 */
export async function saveLive(
  request: Request,
  update: Update,
  language: EditorLanguage,
  tree: () => Promise<Response>,
): Promise<Response> {
  const texts = interfaceTexts[language];
  const email = await signedInEditor(request.headers);
  const basedOn = Number(request.headers.get(CONTENT_VERSION_HEADER) ?? Number.NaN);
  if (!email) return plain(401, texts.reloadFirst);
  if (!Number.isSafeInteger(basedOn) || basedOn < 0) return plain(428, texts.reloadFirst);
  const additions = (update.additions ?? []).map(({ path, contents }) => ({
    path,
    contents: Buffer.from(contents, 'base64url'),
  }));
  const deletions = (update.deletions ?? []).map(({ path }) => path);
  const paths = [...additions.map(({ path }) => path), ...deletions];
  const entries = [...new Set(paths.map(entryOfPath))];
  if (entries.some((entry) => entry === undefined)) return plain(400, 'Bad data');
  const changes = (entries as string[]).map((entry) => ({
    entry,
    files: withChanges(
      readEntryFiles(entry),
      additions.filter(({ path }) => entryOfPath(path) === entry),
      deletions.filter((path) => entryOfPath(path) === entry),
    ),
  }));
  const outcome = await commitChanges(changes, {
    action: additions.length ? 'save' : 'delete',
    email,
    basedOn,
    audit: { additions: update.additions ?? [], deletions: update.deletions ?? [] },
  });
  if ('conflict' in outcome) {
    const { email: who, createdAt } = outcome.conflict;
    return plain(409, texts.changedMeanwhile(who ?? 'a deployment', clockTime(createdAt)));
  }
  await publishSite();
  return withContentVersion(await tree());
}
