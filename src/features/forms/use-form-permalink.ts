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
 * The third argument of a form's `useActionState`: the URL of the page the form is on, as the
 * visitor sees it (`/de/uberuns/`). React writes it as the form's `action`, so that without
 * JavaScript the browser posts the form to the page, Next runs the server action and renders
 * the page again with its answer. It is also the key that matches the answer to this form: the
 * render that made the page and the render after the post must compute the same string, which
 * is why it is the public path whichever form of it Next renders under.
 */
export function useFormPermalink({ query, fragment }: PermalinkOptions = {}): string {
  const search = query ? new URLSearchParams(query).toString() : '';
  return `${publicPathOf(usePathname())}${search ? `?${search}` : ''}${fragment ? `#${fragment}` : ''}`;
}
