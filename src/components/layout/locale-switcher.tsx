'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

import { PrefetchLink } from '@/components/navigation/prefetch-link';
import { localeCookie, type Locale } from '@/i18n/locales';
import { counterpartPath, matchAnyPath } from '@/routes/match';

type Props = {
  targetLocale: Locale;
  /** The target language's own name, e.g. "Deutsch"; its code is shown on phones. */
  label: string;
  longLabel: string;
  /** Drawn on the server: the icon's code stays out of the browser. */
  icon: ReactNode;
  /** SameSite=None; Secure, for a site embedded across origins. */
  crossOriginCookie: boolean;
};

function rememberLocale(locale: Locale, crossOrigin: boolean) {
  const sameSite = crossOrigin ? 'None; Secure' : 'Lax';
  document.cookie = `${localeCookie.name}=${encodeURIComponent(locale)}; Path=${localeCookie.path}; Max-Age=${localeCookie.maxAgeSeconds}; SameSite=${sameSite}`;
}

/**
 * The click stores the choice; without JavaScript the proxy stores it when the visitor arrives from
 * a page in the other language (src/proxy.ts).
 */
export function LocaleSwitcher({ targetLocale, label, longLabel, icon, crossOriginCookie }: Props) {
  // Matched the same way while prerendering, so the HTML itself links the counterpart: it works
  // without JavaScript, in a new tab and when copied.
  const href = counterpartPath(matchAnyPath(usePathname()), targetLocale);

  return (
    <PrefetchLink
      href={href}
      title={longLabel}
      hrefLang={targetLocale}
      lang={targetLocale}
      onClick={() => rememberLocale(targetLocale, crossOriginCookie)}
      className="inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line px-3 text-sm font-medium hover:border-brand hover:text-brand"
      data-testid="locale-switcher"
    >
      {icon}
      {/* The accessible name always contains what is visible: "DE Deutsch" on phones. */}
      <span className="sm:hidden">{targetLocale.toUpperCase()}</span>
      <span className="sr-only sm:not-sr-only">{label}</span>
    </PrefetchLink>
  );
}
