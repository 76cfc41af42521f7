// What an uploaded picture must be, checked in the browser as the editor chooses a file and again
// on the server when it is saved (uploads.ts); nothing here needs Node.

/** The largest picture an editor may upload: a phone's photo fits several times over. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;

/** The file types the site shows, by extension, as the editor's hint names them. */
const pictureTypes = {
  jpg: 'JPEG',
  jpeg: 'JPEG',
  png: 'PNG',
  webp: 'WebP',
  avif: 'AVIF',
  svg: 'SVG',
} as const;

export const pictureLimits = `${[...new Set(Object.values(pictureTypes))].join(', ').replace(/, (\w+)$/, ' or $1')}, at most ${MAX_PICTURE_BYTES / 1024 / 1024} MB`;

export type PictureRefusal =
  | { kind: 'tooLarge'; bytes: number }
  | { kind: 'notPicture' }
  | { kind: 'unsafeSvg' }
  | { kind: 'damaged' };

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Anything that could run or fetch; links may point only to its own parts or embedded pictures. */
export const unsafeSvg =
  /<script|<foreignObject|<!ENTITY|\son[a-z]+\s*=|javascript:|(?:href|src)\s*=\s*["'](?!#|data:image\/)/i;

export const extensionOf = (name: string) => name.split('.').pop()?.toLowerCase() ?? '';

/** What the browser can tell before the file is sent; the server also reads the picture itself. */
export function refusalOf(name: string, bytes: Uint8Array): PictureRefusal | undefined {
  if (bytes.length > MAX_PICTURE_BYTES) return { kind: 'tooLarge', bytes: bytes.length };
  const extension = extensionOf(name);
  if (!Object.hasOwn(pictureTypes, extension)) return { kind: 'notPicture' };
  if (extension === 'svg' && unsafeSvg.test(new TextDecoder().decode(bytes))) {
    return { kind: 'unsafeSvg' };
  }
  return undefined;
}
