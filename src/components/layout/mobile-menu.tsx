'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

type Props = {
  /** The dialog's name, as the navigation inside it is named. */
  label: string;
  openLabel: string;
  closeLabel: string;
  /** Drawn on the server: the icons' code stays out of the browser. */
  icons: { open: ReactNode; close: ReactNode };
  children: ReactNode;
};

const MENU_ID = 'mobile-menu';

/**
 * The navigation on small screens, in a modal dialog that covers the page: focus stays inside it
 * and the page beneath neither scrolls nor takes focus, it closes with Escape and returns focus to
 * its button. Its buttons open and close it through HTML's invoker commands, so it works before
 * the page's scripts arrive; where a browser lacks them, the scripts do the same. It also closes
 * after a client-side navigation, which leaves the layout (and so the dialog) in place.
 */
export function MobileMenu({ label, openLabel, closeLabel, icons, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const pathname = usePathname();
  // A menu opened before the page's scripts arrived must stay open when the component mounts,
  // so only a change of the path closes it.
  const shownPathname = useRef(pathname);

  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    dialog.current?.close();
  }, [pathname]);

  const withoutInvokers = () => !('command' in HTMLButtonElement.prototype);

  // Only the button is for small screens. The dialog is shown wherever it is open: hidden with its
  // button, a menu left open while the window widens would be an invisible modal that makes the
  // whole page inert.
  return (
    <>
      <button
        type="button"
        command="show-modal"
        commandfor={MENU_ID}
        aria-haspopup="dialog"
        onClick={() => {
          if (withoutInvokers()) dialog.current?.showModal();
        }}
        className="inline-flex size-11 items-center justify-center rounded-full border border-line lg:hidden"
      >
        {icons.open}
        <span className="sr-only">{openLabel}</span>
      </button>
      <dialog
        id={MENU_ID}
        ref={dialog}
        aria-label={label}
        className="inset-0 m-0 h-dvh max-h-none w-full max-w-none bg-canvas p-6 text-ink"
      >
        <div className="flex justify-end">
          <button
            type="button"
            command="close"
            commandfor={MENU_ID}
            onClick={() => {
              if (withoutInvokers()) dialog.current?.close();
            }}
            className="inline-flex size-11 items-center justify-center rounded-full border border-line"
          >
            {icons.close}
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {children}
      </dialog>
    </>
  );
}
