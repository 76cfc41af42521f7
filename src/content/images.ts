import { closeSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';

import type { CollectionName } from './files';

/**
 * Every entry of these collections has a picture, drawn for the site in a light and a dark
 * variant (`npm run images`, see tooling/images.ts). Its files are found by the entry's folder
 * name: `public/images/<collection>/<slug>-<theme>.png`; its alt text is in each language file.
 */
export const illustratedCollections = [
  'blog',
  'services',
  'case-studies',
  'team',
] as const satisfies readonly CollectionName[];

export type IllustratedCollection = (typeof illustratedCollections)[number];

export const imageThemes = ['light', 'dark'] as const;

export type ImageFile = { src: string; width: number; height: number };

/** An entry's picture: the alt text of its language and one file per theme. */
export type EntryImage = { alt: string } & Record<(typeof imageThemes)[number], ImageFile>;

/** Where the site's public files are: `public/` at the project root, served from `/`. */
export const defaultPublicRoot = join(process.cwd(), 'public');

export function imageSrc(
  collection: IllustratedCollection,
  slug: string,
  theme: (typeof imageThemes)[number],
): string {
  return `/images/${collection}/${slug}-${theme}.png`;
}

/**
 * The width and height of a PNG, from its header (the IHDR chunk that every PNG starts with), or
 * null when the file is missing or not a PNG. Read once per entry at build, so that every image
 * is rendered with its real size and never shifts the layout.
 */
export function readPngSize(path: string): { width: number; height: number } | null {
  let descriptor: number;
  try {
    descriptor = openSync(/*turbopackIgnore: true*/ path, 'r');
  } catch {
    return null;
  }
  try {
    const header = Buffer.alloc(24);
    const read = readSync(descriptor, header, 0, 24, 0);
    const signature = header.subarray(0, 8).toString('hex');
    if (
      read < 24 ||
      signature !== '89504e470d0a1a0a' ||
      header.toString('ascii', 12, 16) !== 'IHDR'
    ) {
      return null;
    }
    return { width: header.readUInt32BE(16), height: header.readUInt32BE(20) };
  } finally {
    closeSync(descriptor);
  }
}
