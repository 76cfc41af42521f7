import type { ReactNode } from 'react';

import { THEME_TOGGLE_ATTRIBUTE } from '@/lib/theme';

type Props = {
  label: string;
  /** The icon of each state; the stylesheet shows the one of the theme the page is in. */
  icons: Record<'light' | 'dark', ReactNode>;
};

/**
 * Switches between light and dark and remembers the choice on this device. It is HTML only: the
 * head's theme script (`@/lib/theme`) does the switching and keeps `aria-pressed` true while the
 * page is dark, from the first paint on, so the toggle needs none of the page's scripts. React
 * leaves the attribute as the script set it (`suppressHydrationWarning`): the server cannot know
 * the visitor's theme.
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
