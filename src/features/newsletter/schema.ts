import * as z from 'zod/mini';

import { email, locale, spamTraps } from '@/features/forms/fields';

export const newsletterSources = ['footer', 'contact'] as const;

export const newsletterSchema = z.object({
  email,
  locale,
  source: z.catch(z.enum(newsletterSources), 'footer'),
  website: spamTraps.website,
  altcha: spamTraps.altcha,
});

export const unsubscribeRequestSchema = z.object({
  email,
  locale,
  website: spamTraps.website,
  altcha: spamTraps.altcha,
});
