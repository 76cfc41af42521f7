import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { imageSize } from 'image-size';

import type { CollectionName } from './files';

/** Each entry has a picture, drawn by `npm run images` unless a `photo` was uploaded. */
export const illustratedCollections = [
  'blog',
  'services',
  'case-studies',
  'team',
] as const satisfies readonly CollectionName[];

export type IllustratedCollection = (typeof illustratedCollections)[number];

export const imageThemes = ['light', 'dark'] as const;

/** The shape the pages give each collection's pictures, that of its drawings; photos are cropped. */
export const pictureShapes: Record<IllustratedCollection, { width: number; height: number }> = {
  blog: { width: 16, height: 10 },
  services: { width: 16, height: 10 },
  'case-studies': { width: 16, height: 10 },
  team: { width: 1, height: 1 },
};

export type ImageFile = { src: string; width: number; height: number };

/** A drawn one also comes as one SVG for both themes, which a page can hold itself. */
export type EntryImage = { alt: string; drawing?: string } & Record<
  (typeof imageThemes)[number],
  ImageFile
>;

export const defaultPublicRoot = join(process.cwd(), 'public');

export function imageSrc(
  collection: IllustratedCollection,
  slug: string,
  theme: (typeof imageThemes)[number],
): string {
  return `/images/${collection}/${slug}-${theme}.png`;
}

/** The drawing of an entry for both themes, its colours in src/app/drawings.css. */
export const drawingSrc = (collection: IllustratedCollection, slug: string): string =>
  `/images/${collection}/${slug}.svg`;

/** Read at build, so that every image renders at its real size and never shifts the layout. */
export function readPictureSize(path: string): { width: number; height: number } | null {
  try {
    const { width, height } = imageSize(readFileSync(/*turbopackIgnore: true*/ path));
    return width && height ? { width, height } : null;
  } catch {
    return null;
  }
}

/** The first of `publicRoots` wins: the save check looks in the saved pictures first. */
export function findPublicFile(src: string, publicRoots: readonly string[]): string | undefined {
  return publicRoots
    .map((root) => join(root, src))
    .find((path) => existsSync(/*turbopackIgnore: true*/ path));
}
