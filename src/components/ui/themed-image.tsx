import { getImageProps } from 'next/image';
import { preload } from 'react-dom';

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
 * it (`media`), so the browser fetches the one it will show while the document is still
 * arriving. A visitor whose stored choice differs from the system's setting downloads the other
 * variant as well.
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
    if (priority) {
      preload(props.src, {
        as: 'image',
        imageSrcSet: props.srcSet,
        imageSizes: props.sizes,
        fetchPriority: 'high',
        media: `(prefers-color-scheme: ${scheme})`,
      });
    }
    // eslint-disable-next-line @next/next/no-img-element -- these are next/image's own props
    return <img {...props} alt={alt} className={`${className} ${visibility}`} />;
  };
  return (
    <>
      {variant(image.light, 'light', 'dark:hidden')}
      {variant(image.dark, 'dark', 'hidden dark:block')}
    </>
  );
}
