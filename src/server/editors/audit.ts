import 'server-only';

import { entryOfPath } from '@/server/content-versions/entry-files';
import type { Database } from '@/server/db';
import { editorAuditLog, type EditorAction } from '@/server/db/schema';

type Writer = Pick<Database, 'insert'>;

/** A save as the editing interface sends it to `/api/keystatic/update`. */
export type ContentChange = {
  additions?: { path: string }[];
  deletions?: { path: string }[];
};

/** The entries files belong to, `blog/my-post` or `pages/home`; a file of none by its path. */
export function entriesOf(paths: string[]): string[] {
  return [...new Set(paths.map((path) => entryOfPath(path) ?? path))].sort();
}

/** Records an action in the caller's transaction or on its own: one call per action. */
export async function recordEditorAction(
  writer: Writer,
  record: { email: string; action: EditorAction; change?: ContentChange },
): Promise<void> {
  const written = record.change?.additions?.map(({ path }) => path) ?? [];
  const removed = record.change?.deletions?.map(({ path }) => path) ?? [];
  await writer.insert(editorAuditLog).values({
    email: record.email,
    action: record.action,
    entries: record.change ? entriesOf([...written, ...removed]).join(', ') : null,
    files: record.change ? { written, removed } : null,
  });
}
