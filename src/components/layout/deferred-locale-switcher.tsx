'use client';

import { hydrateWhenUsed } from '@/components/hydration/deferred-hydration';

/**
 * The locale switcher is a plain link in the HTML, to this page in the other language; its code
 * (which knows every route, to follow a client-side navigation) loads when the visitor starts
 * to use the page.
 */
export const DeferredLocaleSwitcher = hydrateWhenUsed(() =>
  import('./locale-switcher').then((module) => module.LocaleSwitcher),
);
