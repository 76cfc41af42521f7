/** What became of one claimed item of an outbox; `retry` carries the error. */
export type Delivery =
  | { id: string; outcome: 'sent' | 'suppressed' | 'given-up' }
  | { id: string; outcome: 'retry'; error: string };

type Outage = { since: number; failedAttempts: number; emails: Set<string> };

/** How a log line names the outbox: "Email" and "emails", "Webhook slack" and "deliveries". */
export type Sending = { name: string; items: string };

/** Logs an outage as two lines, at its start and its end, instead of one per item and attempt. */
export function createOutageLog(
  sending: Sending = { name: 'Email', items: 'emails' },
  log: Pick<Console, 'error' | 'log'> = console,
  now = Date.now,
) {
  let outage: Outage | undefined;
  return {
    record(deliveries: Delivery[]) {
      for (const delivery of deliveries) {
        if (delivery.outcome === 'retry') {
          if (!outage) {
            outage = { since: now(), failedAttempts: 0, emails: new Set() };
            log.error(
              `${sending.name}: sending fails (${delivery.error}); ${sending.items} stay in the ` +
                'outbox and are retried',
            );
          }
          outage.failedAttempts += 1;
          outage.emails.add(delivery.id);
        } else if (delivery.outcome === 'sent' && outage) {
          const seconds = Math.round((now() - outage.since) / 1000);
          log.log(
            `${sending.name}: sending works again after ${seconds} s; ${outage.failedAttempts} ` +
              `attempts for ${outage.emails.size} ${sending.items} had failed, and those ` +
              `${sending.items} are retried`,
          );
          outage = undefined;
        }
      }
    },
  };
}
