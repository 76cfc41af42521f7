import { getImageProps } from 'next/image';

import type { EntryImage, ImageFile } from '@/content/images';

import { InlineDrawing } from './inline-drawing';

type Props = {
  image: EntryImage;
  /** The width the picture takes in the layout, as in `<img sizes>`; without it, its own width. */
  sizes?: string;
  /** Shown width when `sizes` is not given (a portrait of fixed size); the height follows. */
  width?: number;
  className?: string;
  /** Replaces the entry's alt text: empty where the text beside the picture already says it all. */
  alt?: string;
  /** In the first screen on a phone, where it is the page's largest paint. */
  priority?: boolean;
};

function shownSize(file: ImageFile, width: number | undefined) {
  const shown = width ?? file.width;
  return { width: shown, height: Math.round((file.height * shown) / file.width) };
}

/**
 * Both variants are lazy, so only the one shown is fetched. A `priority` photo is marked for the
 * build to bring forward (after-build/first-screen-pictures.mjs): a preload through React would
 * travel in the payload, and prefetches would fetch it elsewhere.
 */
export function ThemedImage({
  image,
  sizes,
  width,
  className = '',
  alt = image.alt,
  priority = false,
}: Props) {
  if (priority && image.drawing) {
    return (
      <InlineDrawing
        src={image.drawing}
        alt={alt}
        {...shownSize(image.light, width)}
        className={className}
      />
    );
  }
  const variant = (file: ImageFile, visibility: string, media: string) => {
    const { props } = getImageProps({
      src: file.src,
      alt,
      ...shownSize(file, width),
      sizes,
      loading: 'lazy',
    });
    return (
      // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
      <img
        {...props}
        alt={alt}
        className={[className, visibility, 'object-cover'].filter(Boolean).join(' ')}
        // The shape the page gives the picture: an uploaded photo of another shape is cropped
        // to it (src/content/images.ts), and never reshapes the page as it arrives.
        style={{ aspectRatio: `${file.width} / ${file.height}` }}
        data-preload-media={priority ? media : undefined}
      />
    );
  };
  if (image.dark.src === image.light.src) return variant(image.light, '', 'all');
  return (
    <>
      {variant(image.light, 'dark:hidden', '(prefers-color-scheme: light)')}
      {variant(image.dark, 'hidden dark:block', '(prefers-color-scheme: dark)')}
    </>
  );
}
