import { startLazily, type BrowserStart } from '../lazy-start';

export const browserStart: BrowserStart<'gtm'> = {
  start: (settings) =>
    startLazily(
      () => import('./browser'),
      (m) => m.startTagManager(settings),
    ),
};
