import { join } from 'node:path';

import Image from 'next/image';
import type { ComponentProps } from 'react';
import sharp from 'sharp';

/**
 * Images in Markdown go through next/image with their real size, read from the file at build
 * time, so they never shift the layout. Only images of the site itself are allowed.
 */
export async function MarkdownImage({ src, alt = '' }: ComponentProps<'img'>) {
  if (typeof src !== 'string' || !src.startsWith('/')) {
    throw new Error(`Markdown images must be files under public/, got ${String(src)}`);
  }
  const { width, height } = await sharp(
    join(process.cwd(), 'public', /*turbopackIgnore: true*/ src),
  ).metadata();
  return (
    <Image
      src={src}
      alt={alt}
      width={width}
      height={height}
      sizes="(min-width: 768px) 720px, 100vw"
      className="h-auto w-full rounded-2xl"
    />
  );
}
