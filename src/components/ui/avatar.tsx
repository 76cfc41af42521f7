import type { EntryImage } from '@/content/images';

import { ThemedImage } from './themed-image';

/**
 * A team member's portrait, an illustration drawn for the site (tooling/art/team.ts), never a
 * photo; beside the person's name pass `alt=""`, as the name already says who it is.
 */
export function Avatar({
  image,
  size = 96,
  alt,
  priority,
}: {
  image: EntryImage;
  size?: number;
  alt?: string;
  /** The portrait is the first screen's largest paint (`ThemedImage`). */
  priority?: boolean;
}) {
  return (
    <ThemedImage
      image={image}
      width={size}
      alt={alt}
      priority={priority}
      className="shrink-0 rounded-full"
    />
  );
}
