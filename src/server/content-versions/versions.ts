import 'server-only';

import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';

import type { Database } from '@/server/db';
import { contentFiles, contentVersions, type ContentVersionAction } from '@/server/db/schema';

import { sha256, type EntryFiles } from './entry-files';

type Writer = Pick<Database, 'insert' | 'select' | 'execute'>;

/** One state of an entry, without its files' contents. */
export type Version = {
  id: number;
  createdAt: Date;
  entry: string;
  action: ContentVersionAction;
  email: string | null;
  restoredFrom: number | null;
  files: Record<string, string>;
};

/** An arbitrary constant: the lock that lets one save at a time decide what is newest. */
const SAVE_LOCK = 7_305_122;

/** Two instances saving at once take turns, so that each sees the other's versions. */
export async function lockSaving(tx: Writer): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SAVE_LOCK})`);
}

export async function recordVersion(
  tx: Writer,
  version: {
    entry: string;
    files: EntryFiles;
    action: ContentVersionAction;
    email?: string;
    restoredFrom?: number;
  },
): Promise<number> {
  const names: Record<string, string> = {};
  const blobs = [...version.files].map(([path, contents]) => {
    names[path] = sha256(contents);
    return { sha256: names[path], contents };
  });
  if (blobs.length) await tx.insert(contentFiles).values(blobs).onConflictDoNothing();
  const [row] = await tx
    .insert(contentVersions)
    .values({
      entry: version.entry,
      files: names,
      action: version.action,
      email: version.email ?? null,
      restoredFrom: version.restoredFrom ?? null,
    })
    .returning({ id: contentVersions.id });
  return row!.id;
}

export async function changedSince(
  db: Pick<Database, 'select'>,
  entries: string[],
  version: number,
): Promise<Version | undefined> {
  if (!entries.length) return undefined;
  const [newer] = await db
    .select()
    .from(contentVersions)
    .where(and(inArray(contentVersions.entry, entries), gt(contentVersions.id, version)))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return newer;
}

export async function hasVersions(db: Pick<Database, 'select'>, entry: string): Promise<boolean> {
  const [found] = await db
    .select({ id: contentVersions.id })
    .from(contentVersions)
    .where(eq(contentVersions.entry, entry))
    .limit(1);
  return Boolean(found);
}

export async function latestVersions(db: Pick<Database, 'execute'>): Promise<Version[]> {
  const { rows } = (await db.execute(sql`
    select distinct on (entry) id, created_at, entry, action, email, restored_from, files
    from ${contentVersions} order by entry, id desc`)) as unknown as {
    rows: Array<{
      id: number;
      created_at: string | Date;
      entry: string;
      action: ContentVersionAction;
      email: string | null;
      restored_from: number | null;
      files: Record<string, string> | string;
    }>;
  };
  return rows.map((row) => ({
    id: Number(row.id),
    createdAt: new Date(row.created_at),
    entry: row.entry,
    action: row.action,
    email: row.email,
    restoredFrom: row.restored_from,
    files: typeof row.files === 'string' ? JSON.parse(row.files) : row.files,
  }));
}

export function versionsOf(db: Pick<Database, 'select'>, entry: string): Promise<Version[]> {
  return db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.entry, entry))
    .orderBy(desc(contentVersions.id));
}

export function recentVersions(db: Pick<Database, 'select'>, count: number): Promise<Version[]> {
  return db.select().from(contentVersions).orderBy(desc(contentVersions.id)).limit(count);
}

export async function versionById(
  db: Pick<Database, 'select'>,
  id: number,
): Promise<Version | undefined> {
  const [version] = await db.select().from(contentVersions).where(eq(contentVersions.id, id));
  return version;
}

export async function previousVersion(
  db: Pick<Database, 'select'>,
  version: Pick<Version, 'id' | 'entry'>,
): Promise<Version | undefined> {
  const [previous] = await db
    .select()
    .from(contentVersions)
    .where(and(eq(contentVersions.entry, version.entry), lt(contentVersions.id, version.id)))
    .orderBy(desc(contentVersions.id))
    .limit(1);
  return previous;
}

export async function filesOfVersion(
  db: Pick<Database, 'select'>,
  version: Pick<Version, 'files'>,
): Promise<EntryFiles> {
  const shas = [...new Set(Object.values(version.files))];
  const rows = shas.length
    ? await db.select().from(contentFiles).where(inArray(contentFiles.sha256, shas))
    : [];
  const bySha = new Map(rows.map((row) => [row.sha256, row.contents]));
  const files: EntryFiles = new Map();
  for (const [path, sha] of Object.entries(version.files)) {
    const contents = bySha.get(sha);
    if (!contents) throw new Error(`The contents of ${path} (${sha}) are missing`);
    files.set(path, contents);
  }
  return files;
}

export async function newestVersionId(db: Pick<Database, 'select'>): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${contentVersions.id})` })
    .from(contentVersions);
  return Number(row?.id ?? 0);
}
