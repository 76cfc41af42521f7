import { join } from 'node:path';

import { defaultContentRoot, listEntrySlugs, readSourceFile } from '../files';
import { editedCollections } from './collections';

/** An entry another may refer to: its folder and its name in the editor's lists. */
export type EntryLabel = { slug: string; label: string };

type EditedFolder = keyof typeof editedCollections;

const isEdited = (collection: string): collection is EditedFolder =>
  Object.hasOwn(editedCollections, collection);

/** The name the editor's lists show for an entry: its `label`, else its folder's name. */
export function entryLabel(collection: string, slug: string, contentRoot = defaultContentRoot) {
  const data = readSourceFile(join(contentRoot, collection, slug, 'index.yaml'), contentRoot)
    ?.data as { label?: unknown } | undefined;
  return typeof data?.label === 'string' ? data.label : slug;
}

/** A collection's entries by name, for choosing one by name. */
export function entryLabels(collection: string, contentRoot = defaultContentRoot): EntryLabel[] {
  if (!isEdited(collection)) return [];
  return listEntrySlugs(collection, contentRoot).map((slug) => ({
    slug,
    label: entryLabel(collection, slug, contentRoot),
  }));
}
