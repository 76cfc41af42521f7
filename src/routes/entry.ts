import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';

import { localesOf, type Pathname } from './registry';

/**
 * The entry a dynamic route shows. The proxy already answers unknown params with the 404 page;
 * this guards the page itself, for example against a stale client-side navigation.
 */
export function entryOr404<T>(entry: T | undefined): T {
  if (entry === undefined) notFound();
  return entry;
}

/**
 * Answers 404 where the page's route has no path in the current language (English-only pages).
 * The proxy already does so for the public path; this guards the prerendered page itself.
 */
export async function pageOr404(pathname: Pathname): Promise<void> {
  if (!localesOf(pathname).includes(await getLocale())) notFound();
}
