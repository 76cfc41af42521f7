import type { Delivery } from './outbox';

type Outage = { since: number; failedAttempts: number; emails: Set<string> };

/**
 * Logs a mail outage in two lines, when sending starts failing and when it works again, with
 * counts, instead of a line per email per attempt: an outage of minutes is hundreds of attempts.
 */
export function createOutageLog(log: Pick<Console, 'error' | 'log'> = console, now = Date.now) {
  let outage: Outage | undefined;
  return {
    record(deliveries: Delivery[]) {
      for (const delivery of deliveries) {
        if (delivery.outcome === 'retry') {
          if (!outage) {
            outage = { since: now(), failedAttempts: 0, emails: new Set() };
            log.error(
              `Email: sending fails (${delivery.error}); emails stay in the outbox and are retried`,
            );
          }
          outage.failedAttempts += 1;
          outage.emails.add(delivery.id);
        } else if (delivery.outcome === 'sent' && outage) {
          const seconds = Math.round((now() - outage.since) / 1000);
          log.log(
            `Email: sending works again after ${seconds} s; ${outage.failedAttempts} attempts ` +
              `for ${outage.emails.size} emails had failed, and those emails are retried`,
          );
          outage = undefined;
        }
      }
    },
  };
}
