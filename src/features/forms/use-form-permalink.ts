'use client';

import { usePathname } from 'next/navigation';

import { publicPathOf } from '@/routes/match';

export type PermalinkOptions = {
  /** The query the page needs to render the form again (the token of an email link). */
  query?: Record<string, string>;
  /** The id of the element to return to, for a form that shares its action with another one. */
  fragment?: string;
};

/**
 * The form's `action` without JavaScript and the key matching the answer to this form, so both
 * renders must compute the same string whichever path Next renders under.
 */
export function useFormPermalink({ query, fragment }: PermalinkOptions = {}): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `${publicPathOf(usePathname())}${search ? `?${search}` : ''}${fragment ? `#${fragment}` : ''}`;
}
