import 'server-only';

import { settings } from '@/config/settings';

/** An address as `EDITORS` lists it: trimmed, lower-cased. */
export const normalisedEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Whether `EDITORS` lists the address. Read at every sign-in and every request, so that an
 * address the operator removes can neither sign in nor go on with a session.
 */
export const mayEdit = (email: string): boolean =>
  settings.EDITORS?.has(normalisedEmail(email)) ?? false;
