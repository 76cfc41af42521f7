import { join } from 'node:path';

import { getImageProps } from 'next/image';
import type { ComponentProps } from 'react';
import sharp from 'sharp';

/**
 * Images in Markdown go through next/image with their real size, read from the file at build
 * time, so they never shift the layout. Only images of the site itself are allowed.
 * `getImageProps` gives the optimised `<img>` without next/image's client component, whose
 * code would otherwise ship with every page that shows Markdown.
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
