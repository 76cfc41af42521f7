import { startLazily, type BrowserStart } from '../lazy-start';

// Waiting for consent (`VITALS=consent`); otherwise `Integrations` loads it (`loadVitalsWhenIdle`).
export const browserStart: BrowserStart<'vitals'> = {
  start: () =>
    startLazily(
      () => import('./browser'),
      (m) => m.startVitals(),
    ),
  ownStart: true,
};
