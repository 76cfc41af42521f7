import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** For each marker found in a file under `folders`, read as bytes: the files holding it. */
export function readableMarkers(folders: string[], markers: string[]): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      let bytes: Buffer;
      try {
        bytes = readFileSync(path);
      } catch {
        continue; // A running PostgreSQL removes files of its own as it goes.
      }
      for (const marker of markers.filter((text) => bytes.includes(text))) {
        (found[marker] ??= []).push(relative(folder, path));
      }
    }
  }
  return found;
}
