'use client';

import { hydrateWhenNear } from '@/components/hydration/deferred-hydration';

/** The footer's sign-up, below the first screen: its scripts load when the visitor comes near. */
export const FooterNewsletterForm = hydrateWhenNear(() =>
  import('./newsletter-form').then((module) => module.NewsletterForm),
);
