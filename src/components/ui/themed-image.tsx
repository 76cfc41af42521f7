import { getImageProps } from 'next/image';

import type { EntryImage, ImageFile } from '@/content/images';

type Props = {
  image: EntryImage;
  /** The width the picture takes in the layout, as in `<img sizes>`; without it, its own width. */
  sizes?: string;
  /** Shown width when `sizes` is not given (a portrait of fixed size); the height follows. */
  width?: number;
  className?: string;
  /** Replaces the entry's alt text: empty where the text beside the picture already says it all. */
  alt?: string;
  /** In the first screen on a phone, where it is the page's largest paint (see below). */
  priority?: boolean;
};

/**
 * An entry's picture, in the variant of the theme the page shows. Both variants are in the page
 * and the other one is hidden (`dark:` follows the theme toggle and the system setting); both
 * load lazily, and the browser does not fetch a lazy image that is not displayed, so a visitor
 * downloads one. A picture with one file for both themes (a photo without a dark variant) is a
 * single image. Width and height are the files' own, so the page does not shift as they load.
 * `getImageProps` gives the optimised `<img>` (srcset through next/image's optimiser) without
 * next/image's client code: this stays a Server Component.
 *
 * A picture that is the first screen's largest paint (`priority`) is marked for the build
 * (`data-preload-media`, read by scripts/lib/after-build/first-screen-pictures.mjs). A lazy image starts
 * loading only once the page has been laid out, on a slow connection after the whole document,
 * so the build preloads each variant from the head for the system colour scheme that shows it,
 * or, for a single image, puts the file a phone takes into the document itself. Through React
 * (`ReactDOM.preload`, a `<link>`, or an eager image, which React preloads) a preload would also
 * travel in the page's payload, and Next's prefetch of a page would fetch its pictures into every
 * page that links to it.
 */
export function ThemedImage({
  image,
  sizes,
  width,
  className = '',
  alt = image.alt,
  priority = false,
}: Props) {
  const variant = (file: ImageFile, visibility: string, media: string) => {
    const shown = width ?? file.width;
    const { props } = getImageProps({
      src: file.src,
      alt,
      width: shown,
      height: Math.round((file.height * shown) / file.width),
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
