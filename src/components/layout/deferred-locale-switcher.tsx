'use client';

import { hydrateWhenUsed } from '@/components/hydration/deferred-hydration';

/**
 * A plain link in the HTML; its code, which knows every route to follow client-side navigation,
 * loads when the visitor starts to use the page.
 */
export const DeferredLocaleSwitcher = hydrateWhenUsed(() =>
  import('./locale-switcher').then((module) => module.LocaleSwitcher),
);
