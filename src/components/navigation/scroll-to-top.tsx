'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/** Back and forward keep the browser's scroll restoration; an #anchor link goes to its target. */
export function ScrollToTop() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const isHistoryNavigation = useRef(false);
  // The address last shown, rather than a first-render flag: React's development checks run the
  // effect twice on mount, and the second run must not take the visitor back to the top.
  const shownAddress = useRef<string | null>(null);

  useEffect(() => {
    const onPopState = () => {
      isHistoryNavigation.current = true;
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  useEffect(() => {
    const address = `${pathname}?${searchParams.toString()}`;
    const previous = shownAddress.current;
    shownAddress.current = address;
    if (previous === null || previous === address) return;
    if (isHistoryNavigation.current) {
      isHistoryNavigation.current = false;
      return;
    }
    if (window.location.hash) return;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, searchParams]);

  return null;
}
