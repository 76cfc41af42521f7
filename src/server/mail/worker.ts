import 'server-only';

import { describeDatabaseError, withDatabase } from '@/server/db';

import { createOutageLog } from './outage-log';
import { deliverDue, type OutboxPolicy } from './outbox';
import type { MailTransport } from './transport';

export type OutboxWorker = {
  /** Looks for due messages now instead of at the next poll. */
  wake: () => void;
  stop: () => Promise<void>;
};

/**
 * Sends queued email in the background of the server process: whenever a submission queues
 * some, and every `pollMs` for retries and for messages queued by other instances.
 */
export function startOutboxWorker(
  transport: MailTransport,
  policy: OutboxPolicy & { pollMs: number },
): OutboxWorker {
  let stopped = false;
  let wakeUp: (() => void) | undefined;
  let woken = false;
  let failing = false;
  const outageLog = createOutageLog();

  const sleep = () =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(resolve, policy.pollMs);
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
        const deliveries = await withDatabase((db) => deliverDue(db, transport, policy));
        outageLog.record(deliveries);
        handled = deliveries.length;
        if (failing) console.log('Email outbox: the database is reachable again');
        failing = false;
      } catch (error) {
        // Logged once per outage, not on every poll.
        if (!failing) {
          console.error(`Email outbox: could not read the queue: ${describeDatabaseError(error)}`);
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
