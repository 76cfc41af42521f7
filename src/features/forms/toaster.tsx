'use client';

import dynamic from 'next/dynamic';

import { toastSettings } from './toast';

const ToastContainer = dynamic(
  () => import('react-toastify').then((module) => module.ToastContainer),
  {
    ssr: false,
  },
);

/** Where toasts appear; rendered by a form once it has something to say. */
export function Toaster() {
  return <ToastContainer {...toastSettings} />;
}
