'use client';

import { useSyncExternalStore } from 'react';

type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): NetworkInformation | undefined {
  return (navigator as Navigator & { connection?: NetworkInformation }).connection;
}

/** Prefetching wastes a visitor's data on a data-saver or 2G connection. */
function isPrefetchAllowed(): boolean {
  const info = connection();
  if (!info) return true; // Browsers without the Network Information API: assume a good connection.
  if (info.saveData) return false;
  return !/(^|-)2g$/.test(info.effectiveType ?? '');
}

function subscribe(onChange: () => void): () => void {
  const info = connection();
  info?.addEventListener('change', onChange);
  return () => info?.removeEventListener('change', onChange);
}

/**
 * Whether links may prefetch. The server and the hydration pass say no, so nothing is prefetched
 * before the connection has been looked at.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, isPrefetchAllowed, () => false);
}
