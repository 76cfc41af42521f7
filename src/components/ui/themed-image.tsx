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
 * downloads one. Width and height are the files' own, so the page does not shift as they load.
 * `getImageProps` gives the optimised `<img>` (srcset through next/image's optimiser) without
 * next/image's client code: this stays a Server Component.
 *
 * A lazy image starts loading only once the page has been laid out, which on a slow connection is
 * after the whole document has arrived. A picture that is the first screen's largest paint is
 * therefore also preloaded from the head, each variant for the system colour scheme that shows
 * it, so the browser fetches the one it will show while the document is still arriving. A
 * visitor whose stored choice differs from the system's setting downloads the other variant as
 * well. The build writes those preloads into the prerendered pages (`data-preload-media` marks
 * the pictures): through React (`ReactDOM.preload` or a `<link>`) they would also travel in the
 * page's payload, and Next's prefetch of a page would fetch its pictures into every page that
 * links to it.
 */
export function ThemedImage({
  image,
  sizes,
  width,
  className = '',
  alt = image.alt,
  priority = false,
}: Props) {
  const variant = (file: ImageFile, scheme: 'light' | 'dark', visibility: string) => {
    const shown = width ?? file.width;
    const { props } = getImageProps({
      src: file.src,
      alt,
      width: shown,
      height: Math.round((file.height * shown) / file.width),
      sizes,
      loading: 'lazy',
    });
    // Read by the build (scripts/lib/first-screen-pictures.mjs), which preloads the picture.
    const preload = priority ? `(prefers-color-scheme: ${scheme})` : undefined;
    return (
      // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
      <img
        {...props}
        alt={alt}
        className={`${className} ${visibility} object-cover`}
        // The shape the page gives the picture: an uploaded photo of another shape is cropped
        // to it (src/content/images.ts), and never reshapes the page as it arrives.
        style={{ aspectRatio: `${file.width} / ${file.height}` }}
        data-preload-media={preload}
      />
    );
  };
  return (
    <>
      {variant(image.light, 'light', 'dark:hidden')}
      {variant(image.dark, 'dark', 'hidden dark:block')}
    </>
  );
}
