'use client';

import { hydrateWhenNear } from '@/components/hydration/deferred-hydration';

/**
 * The sign-up in every page's footer, below the first screen: its scripts load when the visitor
 * comes near it, not with the page.
 */
export const FooterNewsletterForm = hydrateWhenNear(() =>
  import('./newsletter-form').then((module) => module.NewsletterForm),
);
