'use client';

import type { ToastContainerProps } from 'react-toastify';

/** react-toastify loads with the first message, as most visitors never send a form. */
export const toastSettings: ToastContainerProps = {
  // Above the page, at the right: the forms sit on the left and end in their message and
  // button, which a toast at the bottom covered on a wide screen.
  position: 'top-right',
  autoClose: 5000,
  icon: false,
  closeButton: false,
  closeOnClick: false,
  pauseOnHover: false,
  // The spec's toasts never pause; react-toastify would also pause when the window loses focus.
  pauseOnFocusLoss: false,
  // The library names its region and timer bar in English, on German pages too: the region needs
  // no name, and the bar goes, as the form's own message says the same.
  'aria-label': undefined,
  hideProgressBar: true,
};

/** Shows `message` as a toast; without the toasts' code (see `Toaster`), shows nothing. */
export async function showToast(message: string, type: 'success' | 'error'): Promise<void> {
  const toastify = await import('react-toastify').catch(() => undefined);
  toastify?.toast(message, { type });
}
