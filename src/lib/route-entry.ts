import { notFound } from 'next/navigation';

/**
 * The entry a dynamic route shows. The proxy already answers unknown params with the 404 page;
 * this guards the page itself, for example against a stale client-side navigation.
 */
export function entryOr404<T>(entry: T | undefined): T {
  if (entry === undefined) notFound();
  return entry;
}
