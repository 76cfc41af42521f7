'use client';

import { useSyncExternalStore } from 'react';

import { detectDevice, type Device } from '@/lib/runtime/device';
import { onResizeSettled } from '@/lib/runtime/resize';

let latest: { key: string; device: Device } | undefined;

/** The device of this browser, the same object for as long as the inputs stay the same. */
function currentDevice(): Device {
  const { userAgent, maxTouchPoints } = navigator;
  const key = `${maxTouchPoints} ${userAgent}`;
  if (latest?.key !== key) latest = { key, device: detectDevice(userAgent, { maxTouchPoints }) };
  return latest.device;
}

const unknownOnServer = () => undefined;

const subscribeToNothing = () => () => {};

// Browser dev tools switch user agent and touch support together with the window size.
const subscribeToResize = (onChange: () => void) => onResizeSettled(window, onChange);

/**
 * The visitor's device (type, OS, browser family, crawler). `undefined` on the server and during
 * hydration, so the server's HTML and the first client render agree; known from the next render
 * on. With `refreshOnResize` it is detected again 50 ms after the last resize event. Prefer CSS
 * media queries for layout: this is for behaviour, such as a store badge for the right OS.
 * Brings bowser and isbot (about 9 KiB gzip): use it in components that need it, never site-wide.
 */
export function useDevice({ refreshOnResize = false }: { refreshOnResize?: boolean } = {}):
  Device | undefined {
  return useSyncExternalStore(
    refreshOnResize ? subscribeToResize : subscribeToNothing,
    currentDevice,
    unknownOnServer,
  );
}
