import { startLazily, type BrowserStart } from '../lazy-start';

export const browserStart: BrowserStart<'plausible'> = {
  start: (settings) =>
    startLazily(
      () => import('./browser'),
      (m) => m.startPlausible(settings),
    ),
};
