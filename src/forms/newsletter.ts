import { z } from 'zod';

import { email, locale, spamTraps } from './fields';

export const newsletterSources = ['footer', 'blog', 'contact'] as const;

export const newsletterSchema = z.object({
  email,
  locale,
  source: z.enum(newsletterSources).catch('footer'),
  website: spamTraps.website,
});

/** Asking for an unsubscribe link when the one in an email no longer works. */
export const unsubscribeRequestSchema = z.object({ email, locale, website: spamTraps.website });
