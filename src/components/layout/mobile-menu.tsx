'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  openLabel: string;
  closeLabel: string;
  /** Drawn on the server: the icons' code stays out of the browser. */
  icons: { open: ReactNode; close: ReactNode };
  children: ReactNode;
};

/**
 * The navigation on small screens, in a native popover: it is announced as expanded or collapsed,
 * closes with Escape or a click outside, and returns focus to its button. It also closes after a
 * client-side navigation, which leaves the layout (and so the popover) in place.
 */
export function MobileMenu({ openLabel, closeLabel, icons, children }: Props) {
  const popover = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  // The popover works before the page's scripts arrive: a menu opened then must stay open when
  // the component mounts, so only a change of the path closes it.
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    popover.current?.hidePopover();
  }, [pathname]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        popoverTarget="mobile-menu"
        className="inline-flex size-11 items-center justify-center rounded-full border border-line"
      >
        {icons.open}
        <span className="sr-only">{openLabel}</span>
      </button>
      <div
        id="mobile-menu"
        ref={popover}
        popover="auto"
        className="inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-canvas p-6 text-ink"
      >
        <div className="flex justify-end">
          <button
            type="button"
            popoverTarget="mobile-menu"
            popoverTargetAction="hide"
            className="inline-flex size-11 items-center justify-center rounded-full border border-line"
          >
            {icons.close}
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
