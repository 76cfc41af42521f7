import { startLazily, type BrowserStart } from '../lazy-start';

export const browserStart: BrowserStart<'sentry'> = {
  start: (settings) =>
    startLazily(
      () => import('./client'),
      (m) => m.startErrorReporting(settings),
    ),
};
