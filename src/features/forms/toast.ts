'use client';

import type { ToastContainerProps } from 'react-toastify';

/**
 * Form results as toasts, with the spec's settings. react-toastify is loaded on the first
 * message, not with the page: most visitors never send a form.
 */
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
  // The library names its region and its timer bar in English ("Notifications Alt+T",
  // "notification timer"), on German pages too. The region needs no name of its own, and the
  // bar goes: the message in the form says the same for as long as it matters.
  'aria-label': undefined,
  hideProgressBar: true,
};

/** Shows `message` as a toast; without the toasts' code (see `Toaster`), shows nothing. */
export async function showToast(message: string, type: 'success' | 'error'): Promise<void> {
  const toastify = await import('react-toastify').catch(() => undefined);
  toastify?.toast(message, { type });
}
