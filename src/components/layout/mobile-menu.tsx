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
 * A modal dialog (focus kept inside, page inert, Escape closes) that HTML's invoker commands open
 * before the scripts arrive, or the scripts where a browser lacks them. A client-side navigation,
 * which keeps the layout, closes it.
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

  // Only the button is for small screens: a dialog hidden with it and left open while the window
  // widens would be an invisible modal that makes the whole page inert.
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
