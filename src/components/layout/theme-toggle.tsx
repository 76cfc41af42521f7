'use client';

import { useSyncExternalStore, type ReactNode } from 'react';

import { THEME_TOGGLE_ATTRIBUTE } from '@/lib/theme';

type Theme = 'light' | 'dark';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function currentTheme(): Theme {
  const chosen = document.documentElement.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return darkQuery().matches ? 'dark' : 'light';
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: ['data-theme'] });
  const query = darkQuery();
  query.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', onChange);
  };
}

type Props = {
  label: string;
  /** The icons of both states, drawn on the server: their code stays out of the browser. */
  icons: Record<Theme, ReactNode>;
};

/**
 * Switches between light and dark and remembers the choice on this device. The switching is the
 * head's theme script (`@/lib/theme`), which handles a press from the first paint on, before
 * this component has hydrated; the component shows the state the page is in.
 */
export function ThemeToggle({ label, icons }: Props) {
  // The server cannot know the theme; until hydration the button shows the light state.
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);

  return (
    <button
      type="button"
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}
      aria-pressed={theme === 'dark'}
      className="inline-flex size-11 items-center justify-center rounded-full border border-line hover:border-brand hover:text-brand"
    >
      {icons[theme]}
      <span className="sr-only">{label}</span>
    </button>
  );
}
