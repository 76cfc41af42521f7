import { startLazily, type BrowserStart } from '../lazy-start';

export const browserStart: BrowserStart<'posthog'> = {
  start: (settings) =>
    startLazily(
      () => import('./browser'),
      (m) => m.startPostHog(settings),
    ),
};
