'use client';

import { lazy, Suspense } from 'react';

import { toastSettings } from './toast';

const ToastContainer = lazy(() =>
  import('react-toastify').then((module) => ({ default: module.ToastContainer })),
);

/** Where toasts appear; rendered by a form once it has something to say. */
export function Toaster() {
  return (
    <Suspense>
      <ToastContainer {...toastSettings} />
    </Suspense>
  );
}
