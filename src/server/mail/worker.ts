import 'server-only';

import { describeDatabaseError, withDatabase, type Database } from '@/server/db';

import type { Delivery } from './outage-log';

export type OutboxWorker = {
  /** Looks for due messages now instead of at the next poll. */
  wake: () => void;
  stop: () => Promise<void>;
};

/**
 * Works off an outbox in the server process: `deliver` runs when a submission wakes it and every
 * `pollMs`, for retries and for what other instances queued.
 */
export function startOutboxWorker<Sent extends Delivery>(
  deliver: (db: Database) => Promise<Sent[]>,
  options: {
    name: string;
    pollMs: number;
    outageLog: { record: (deliveries: Sent[]) => void };
  },
): OutboxWorker {
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let failing = false;
  const { name, pollMs, outageLog } = options;

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(resolve, pollMs);
      timer.unref();
      wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopped) {
      woken = false;
      let handled = 0;
      try {
        const deliveries = await withDatabase(deliver);
        outageLog.record(deliveries);
        handled = deliveries.length;
        if (failing) console.log(`${name}: the database is reachable again`);
        failing = false;
      } catch (error) {
        // Logged once per outage, not on every poll.
        if (!failing) {
          console.error(`${name}: could not read the queue: ${describeDatabaseError(error)}`);
        }
        failing = true;
      }
      if (handled === 0 && !stopped) await sleep();
    }
  })();

  return {
    wake: () => {
      woken = true;
      wakeUp?.();
    },
    stop: async () => {
      stopped = true;
      wakeUp?.();
      await loop;
    },
  };
}
