import { join } from 'node:path';

import { getImageProps } from 'next/image';
import type { ComponentProps } from 'react';
import sharp from 'sharp';

/**
 * A Markdown image of the site's own, sized from its file at build time so that it never shifts
 * the layout; `getImageProps` keeps next/image's client code out of every Markdown page.
 */
export async function MarkdownImage({ src, alt = '' }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !src.startsWith('/images/')) {
    throw new Error(`Markdown images must be files under public/images/, got ${String(src)}`);
  }
  const { width, height } = await sharp(
    join(process.cwd(), 'public', /*turbopackIgnore: true*/ src),
  ).metadata();
  const { props } = getImageProps({
    src,
    alt,
    width,
    height,
    sizes: '(min-width: 768px) 720px, 100vw',
    className: 'h-auto w-full rounded-2xl',
  });
  // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
  return <img {...props} alt={alt} />;
}
