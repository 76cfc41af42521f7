import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';

import { localesOf, type Pathname } from './registry';

/**
 * The entry a dynamic route shows, or 404: the proxy answers unknown params already, this guards
 * the page itself (a stale client-side navigation).
 */
export function entryOr404<T>(entry: T | undefined): T {
  if (entry === undefined) notFound();
  return entry;
}

/**
 * 404 where the route has no path in the current language; the proxy does so for the public
 * path, this guards the prerendered page itself.
 */
export async function pageOr404(pathname: Pathname): Promise<void> {
  if (!localesOf(pathname).includes(await getLocale())) notFound();
}
