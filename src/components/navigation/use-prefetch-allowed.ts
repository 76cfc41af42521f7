'use client';

import { useSyncExternalStore } from 'react';

type NetworkInformation = EventTarget & { saveData?: boolean; effectiveType?: string };

function connection(): NetworkInformation | undefined {
  return (globalThis.navigator as (Navigator & { connection?: NetworkInformation }) | undefined)
    ?.connection;
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
 * Read even while hydrating: it changes no HTML, and a server snapshot of its own would make React
 * render every link again in one long task. The server never prefetches.
 */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, isPrefetchAllowed, isPrefetchAllowed);
}
