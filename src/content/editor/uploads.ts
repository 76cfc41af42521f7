import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

import sharp, { type Sharp } from 'sharp';

import { pictureShapes, type IllustratedCollection } from '../images';
import {
  extensionOf,
  MAX_PICTURE_BYTES,
  megabytes,
  unsafeSvg,
  type PictureRefusal,
} from './picture-rules';

/** Larger pictures are scaled down on upload: no page shows more than this many pixels across. */
export const MAX_PICTURE_SIDE = 3200;

/** Where uploaded pictures go: `public/images/<collection>/<entry>/…`, served from `/images/`. */
export const isPicturePath = (path: string) => path.startsWith('public/images/');

type Shape = { width: number; height: number };

/**
 * The shape an entry's photo (`public/images/<collection>/<entry>/photo/…`) is shown in, so that
 * it is kept in that shape and no visitor downloads what the page cuts off; none for a picture
 * inside a text, which is shown whole.
 */
function photoShape(path: string): Shape | undefined {
  const collection = /^public\/images\/([a-z-]+)\/[^/]+\/photo\//.exec(path)?.[1];
  return collection && Object.hasOwn(pictureShapes, collection)
    ? pictureShapes[collection as IllustratedCollection]
    : undefined;
}

/** The largest part of `width` × `height` in `shape`, from the centre, at most MAX_PICTURE_SIDE. */
function croppedSize(width: number, height: number, shape: Shape): Shape {
  const ratio = shape.width / shape.height;
  const cropWidth = Math.min(width, height * ratio);
  const scale = Math.min(1, MAX_PICTURE_SIDE / Math.max(cropWidth, cropWidth / ratio));
  const croppedWidth = Math.max(1, Math.round(cropWidth * scale));
  return { width: croppedWidth, height: Math.max(1, Math.round(croppedWidth / ratio)) };
}

/** Whether `width` × `height` is `shape`, give or take the rounding of a pixel. */
const hasShape = (width: number, height: number, shape: Shape) =>
  Math.abs((width * shape.height) / shape.width - height) <= 1;

const encoders = {
  jpg: (image: Sharp) => image.jpeg({ quality: 88, mozjpeg: true }),
  jpeg: (image: Sharp) => image.jpeg({ quality: 88, mozjpeg: true }),
  png: (image: Sharp) => image.png({ compressionLevel: 9 }),
  webp: (image: Sharp) => image.webp({ quality: 88 }),
  avif: (image: Sharp) => image.avif({ quality: 70 }),
} as const;

/** A picture refused, with the developer's message and the reason the editor is told. */
export class PictureError extends Error {
  constructor(
    message: string,
    readonly refusal: PictureRefusal,
  ) {
    super(message);
    this.name = 'PictureError';
  }
}

/**
 * An uploaded picture as the site keeps it: upright, an entry's photo cropped to the shape pages
 * show it in, at most MAX_PICTURE_SIDE across, re-encoded without the camera's metadata (EXIF's
 * GPS position, XMP); an SVG as it is if nothing in it can run. Throws a PictureError when the file cannot be a picture of the site.
 */
export async function preparePicture(path: string, bytes: Buffer): Promise<Buffer> {
  const name = path.split('/').pop() ?? path;
  if (bytes.length > MAX_PICTURE_BYTES) {
    throw new PictureError(
      `${name} has ${megabytes(bytes.length)}; a picture may have at most ` +
        `${megabytes(MAX_PICTURE_BYTES)}. Save it smaller (for example 2,400 pixels wide) and upload it again.`,
      { kind: 'tooLarge', bytes: bytes.length },
    );
  }
  const extension = extensionOf(name);
  let format: string | undefined;
  let upright = { width: 0, height: 0 };
  try {
    const metadata = await sharp(bytes).metadata();
    format = metadata.format;
    const { width = 0, height = 0 } = metadata;
    // EXIF orientations 5 to 8 turn the picture by a quarter.
    upright =
      (metadata.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    format = undefined;
  }
  if (extension === 'svg') {
    if (unsafeSvg.test(bytes.toString('utf8'))) {
      throw new PictureError(
        `${name} contains scripts or links to other files, which a picture of the site may not. ` +
          'Export it again as a plain SVG, or as PNG.',
        { kind: 'unsafeSvg' },
      );
    }
    if (format !== 'svg') {
      throw new PictureError(`${name} is not an SVG picture the site can show.`, {
        kind: 'notPicture',
      });
    }
    return bytes;
  }
  const encode = encoders[extension as keyof typeof encoders];
  if (!encode || !format || !['jpeg', 'png', 'webp', 'heif'].includes(format)) {
    throw new PictureError(
      `${name} is not a picture the site can show: upload a JPEG, PNG, WebP, AVIF or SVG.`,
      { kind: 'notPicture' },
    );
  }
  const shape = photoShape(path);
  const image = sharp(bytes, { failOn: 'error' })
    .rotate()
    .resize(
      shape
        ? { ...croppedSize(upright.width, upright.height, shape), fit: 'cover', position: 'centre' }
        : {
            width: MAX_PICTURE_SIDE,
            height: MAX_PICTURE_SIDE,
            fit: 'inside',
            withoutEnlargement: true,
          },
    );
  try {
    return await encode(image).toBuffer();
  } catch {
    throw new PictureError(
      `${name} could not be read: the file is damaged or not a complete picture.`,
      { kind: 'damaged' },
    );
  }
}

/** Whether a stored picture is already as `preparePicture` leaves it. */
async function isPrepared(path: string, bytes: Buffer): Promise<boolean> {
  if (path.toLowerCase().endsWith('.svg')) return !unsafeSvg.test(bytes.toString('utf8'));
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (!metadata) return false;
  const { exif, xmp, iptc, comments, orientation, width = 0, height = 0 } = metadata;
  const shape = photoShape(path);
  return (
    (!shape || hasShape(width, height, shape)) &&
    !exif &&
    !xmp &&
    !iptc &&
    !comments?.length &&
    (orientation ?? 1) === 1 &&
    Math.max(width, height) <= MAX_PICTURE_SIDE
  );
}

async function filesUnder(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Prepares in place the pictures that arrived without the editor's local save (GitHub mode, by
 * hand), so that no served file keeps a camera's data; throws all refusals at once.
 */
export async function prepareStoredPictures(directory: string, root: string): Promise<string[]> {
  const rewritten: string[] = [];
  const refusals: string[] = [];
  for (const file of await filesUnder(directory)) {
    const path = relative(root, file);
    const bytes = await readFile(file);
    try {
      if (await isPrepared(path, bytes)) continue;
      await writeFile(file, await preparePicture(path, bytes));
      rewritten.push(path);
    } catch (error) {
      refusals.push(`${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (refusals.length > 0) throw new Error(refusals.join('\n'));
  return rewritten;
}
