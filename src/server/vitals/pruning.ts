import 'server-only';

import { describeDatabaseError, withDatabase } from '@/server/db';

import { pruneVitals } from './store';

/** Raw rows are kept whole days, so a few runs a day keep them within a day of their limit. */
const PRUNE_EVERY_MS = 6 * 60 * 60 * 1000;

export type VitalsPruning = { stop: () => Promise<void> };

/** Folds old field data at start and every PRUNE_EVERY_MS; a failed run is left to the next. */
export function startVitalsPruning(): VitalsPruning {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = withDatabase((db) => pruneVitals(db)).then(
      () => {},
      (error: unknown) =>
        console.warn(`Core Web Vitals: old samples not folded: ${describeDatabaseError(error)}`),
    );
  };
  run();
  const timer = setInterval(run, PRUNE_EVERY_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
