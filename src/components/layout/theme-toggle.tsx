import type { ReactNode } from 'react';

import { THEME_TOGGLE_ATTRIBUTE } from '@/lib/theme';

type Props = {
  label: string;
  /** The icon of each state; the stylesheet shows the one of the theme the page is in. */
  icons: Record<'light' | 'dark', ReactNode>;
};

/**
 * Plain HTML: the head's theme script (`@/lib/theme`) keeps `aria-pressed` from the first paint,
 * which React leaves alone, as the server cannot know the theme.
 */
export function ThemeToggle({ label, icons }: Props) {
  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
      aria-pressed="false"
      suppressHydrationWarning
      className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-brand hover:text-brand"
    >
      <span className="contents dark:hidden">{icons.light}</span>
      <span className="hidden dark:contents">{icons.dark}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
