import 'server-only';

import { processWide } from '@/lib/process-wide';
import { withDatabase, type Database } from '@/server/db';
import type { ContentVersionAction } from '@/server/db/schema';
import { recordEditorAction } from '@/server/editors/audit';

import { readEntryFiles, sameFiles, writeEntryFiles, type EntryFiles } from './entry-files';
import { readManifest, recordInManifest, type Manifest } from './manifest';
import {
  changedSince,
  hasVersions,
  latestVersions,
  filesOfVersion,
  lockSaving,
  recordVersion,
  type Version,
} from './versions';

/** The newest version this instance's files show: what an editor's interface was loaded from. */
const state = () => processWide('content-versions', () => ({ applied: 0 }));

export const appliedVersion = (): number => state().applied;

const applied = (version: number) => {
  state().applied = Math.max(state().applied, version);
};

export type EntryChange = { entry: string; files: EntryFiles };

/**
 * An entry saved for the first time gets its prior state as an original version, so that the
 * change can be undone; a crash before the files are written is made good at start.
 */
export async function commitChanges(
  changes: EntryChange[],
  by: {
    action: Exclude<ContentVersionAction, 'original' | 'deployment'>;
    email: string;
    basedOn?: number;
    restoredFrom?: number;
    audit?: { additions: { path: string }[]; deletions: { path: string }[] };
  },
): Promise<{ version: number } | { conflict: Version }> {
  const outcome = await withDatabase((db) =>
    db.transaction(async (tx) => {
      await lockSaving(tx);
      const entries = changes.map(({ entry }) => entry);
      if (by.basedOn !== undefined) {
        const newer = await changedSince(tx, entries, by.basedOn);
        // Nothing written yet: the transaction ends with nothing to commit.
        if (newer) return { conflict: newer };
      }
      const versions: Manifest = {};
      for (const { entry, files } of changes) {
        if (!(await hasVersions(tx, entry))) {
          await recordVersion(tx, { entry, files: readEntryFiles(entry), action: 'original' });
        }
        versions[entry] = await recordVersion(tx, {
          entry,
          files,
          action: by.action,
          email: by.email,
          restoredFrom: by.restoredFrom,
        });
      }
      await recordEditorAction(tx, {
        email: by.email,
        action: by.action,
        change: by.audit ?? {
          additions: changes.flatMap(({ files }) => [...files.keys()].map((path) => ({ path }))),
          deletions: [],
        },
      });
      return { versions };
    }),
  );
  if (outcome.conflict) return { conflict: outcome.conflict };
  for (const { entry, files } of changes) writeEntryFiles(entry, files);
  recordInManifest(outcome.versions);
  const version = Math.max(...Object.values(outcome.versions));
  applied(version);
  return { version };
}

/**
 * Run at start, after a deployment or a crash. A checkout that has an entry's newest version
 * (`content/versions.json`) and changes it is a developer's change: it becomes the newest version.
 */
export async function applyLatestVersions(): Promise<{
  versions: number;
  written: string[];
  deployed: string[];
}> {
  return withDatabase(async (db) => {
    const latest = await latestVersions(db);
    const manifest = readManifest();
    const written: string[] = [];
    const deployed: string[] = [];
    const taken: Manifest = {};
    for (const version of latest) {
      const files = await filesOfVersion(db, version);
      const onDisk = readEntryFiles(version.entry);
      if (sameFiles(onDisk, files)) {
        taken[version.entry] = version.id;
      } else if ((manifest[version.entry] ?? 0) >= version.id) {
        taken[version.entry] = await recordDeployment(db, version, onDisk);
        deployed.push(version.entry);
      } else {
        writeEntryFiles(version.entry, files);
        taken[version.entry] = version.id;
        written.push(version.entry);
      }
    }
    recordInManifest(taken);
    applied(Math.max(0, ...Object.values(taken)));
    return { versions: latest.length, written, deployed };
  });
}

/** Unless another instance of the same deployment recorded it first. */
async function recordDeployment(db: Database, newest: Version, files: EntryFiles): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSaving(tx);
    const newer = await changedSince(tx, [newest.entry], newest.id);
    if (newer) return newer.id;
    return recordVersion(tx, { entry: newest.entry, files, action: 'deployment' });
  });
}
