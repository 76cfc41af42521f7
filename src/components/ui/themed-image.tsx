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
};

/**
 * An entry's picture, in the variant of the theme the page shows. Both variants are in the page
 * and the other one is hidden (`dark:` follows the theme toggle and the system setting); both
 * load lazily, and the browser does not fetch a lazy image that is not displayed, so a visitor
 * downloads one. Width and height are the files' own, so the page does not shift as they load.
 * `getImageProps` gives the optimised `<img>` (srcset through next/image's optimiser) without
 * next/image's client code: this stays a Server Component.
 */
export function ThemedImage({ image, sizes, width, className = '', alt = image.alt }: Props) {
  const variant = (file: ImageFile, visibility: string) => {
    const shown = width ?? file.width;
    const { props } = getImageProps({
      src: file.src,
      alt,
      width: shown,
      height: Math.round((file.height * shown) / file.width),
      sizes,
      loading: 'lazy',
    });
    // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
    return <img {...props} alt={alt} className={`${className} ${visibility}`} />;
  };
  return (
    <>
      {variant(image.light, 'dark:hidden')}
      {variant(image.dark, 'hidden dark:block')}
    </>
  );
}
