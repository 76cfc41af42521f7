import { notFound } from 'next/navigation';
import { getLocale } from 'next-intl/server';

import { localesOf, type Pathname } from './registry';

/** The proxy answers unknown params already; this guards a stale client-side navigation. */
export function entryOr404<T>(entry: T | undefined): T {
  if (entry === undefined) notFound();
  return entry;
}

/** The proxy answers a language without the route already; this guards the page itself. */
export async function pageOr404(pathname: Pathname): Promise<void> {
  if (!localesOf(pathname).includes(await getLocale())) notFound();
}
