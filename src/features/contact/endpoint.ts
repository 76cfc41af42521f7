import 'server-only';

import type { LeadEndpoint } from '@/features/forms/lead';

import { validateContact } from './submit';

export const contactEndpoint: LeadEndpoint = {
  path: '/api/contact/',
  form: 'contact',
  accepted: ['json', 'form'],
  // A few short fields and a message within `contactLimits`.
  maxBytes: 64 * 1024,
  validate: async (fields) => validateContact(fields),
};
