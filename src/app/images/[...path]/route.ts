import { readFile, stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

import { securityHeaders } from '@/config/security-headers';

/** The types of the pictures editors upload and the drawings, by extension. */
const pictureTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
};

const imagesDir = join(process.cwd(), 'public', 'images');

/**
 * A picture under public/images/ that an editor uploaded while the server runs: Next serves only
 * the public files it found at start, and hands the others to this route.
 */
export async function GET(_request: Request, { params }: RouteContext<'/images/[...path]'>) {
  const { path } = await params;
  const file = join(/*turbopackIgnore: true*/ imagesDir, ...path);
  const type = pictureTypes[extname(file).toLowerCase()];
  const found =
    type && file.startsWith(`${imagesDir}${sep}`)
      ? await stat(/*turbopackIgnore: true*/ file).catch(() => null)
      : null;
  if (!found?.isFile()) {
    return new Response('Not found', {
      status: 404,
      headers: { ...securityHeaders, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(new Uint8Array(await readFile(/*turbopackIgnore: true*/ file)), {
    headers: {
      ...securityHeaders,
      'content-type': type!,
      // As Next sends the public files: always asked again, answered from the cache while same.
      'cache-control': 'public, max-age=0, must-revalidate',
      'last-modified': found.mtime.toUTCString(),
      // An SVG opened on its own runs nothing and loads nothing.
      ...(type === 'image/svg+xml'
        ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" }
        : {}),
    },
  });
}
