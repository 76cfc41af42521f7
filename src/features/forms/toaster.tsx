'use client';

import { lazy, Suspense, type ComponentType } from 'react';
import type { ToastContainerProps } from 'react-toastify';

import { toastSettings } from './toast';

// Should their code not load, the form goes on without them: a failed lazy component would reach
// the error page, which reloads the page under a submission still being sent.
const ToastContainer = lazy<ComponentType<ToastContainerProps>>(() =>
  import('react-toastify').then(
    (module) => ({ default: module.ToastContainer }),
    () => ({ default: () => null }),
  ),
);

export function Toaster() {
  return (
    <Suspense>
      <ToastContainer {...toastSettings} />
    </Suspense>
  );
}
