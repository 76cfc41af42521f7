'use client';

import { hydrateWhenUsed } from '@/components/hydration/deferred-hydration';

/** A plain link in the HTML; its code knows every route, so it loads only once the page is used. */
export const DeferredLocaleSwitcher = hydrateWhenUsed(() =>
  import('./locale-switcher').then((module) => module.LocaleSwitcher),
);
