import 'server-only';

import { and, isNull, sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';

import { withDatabase } from '@/server/db';
import { outboxEmails, outboxWebhooks, type WebhookChannel } from '@/server/db/schema';
import type { Delivery } from '@/server/mail/outage-log';
import { resultWithin } from '@/server/time-limit';
import { configuredEndpoints } from '@/server/webhooks/outbox';

import { sharedMetric } from './registry';

type Channel = 'mail' | WebhookChannel;

/** The channels reported even when nothing waits in them: mail and the configured webhooks. */
const reportedChannels: Channel[] = [
  'mail',
  ...configuredEndpoints.map((endpoint) => endpoint.channel),
];

/** A scrape waits no longer than this for the database: it answers without the outbox then. */
const QUERY_LIMIT_MS = 2_000;

const counter = (name: string, help: string) =>
  sharedMetric(name, (options) => {
    const created = new Counter({ ...options, help, labelNames: ['channel'] });
    for (const channel of reportedChannels) created.inc({ channel }, 0);
    return created;
  });

const sent = counter('site_outbox_sent_total', 'Outbox items delivered, by channel');
const failures = counter(
  'site_outbox_delivery_failures_total',
  'Failed delivery attempts of outbox items, retried or not, by channel',
);
const givenUp = counter(
  'site_outbox_given_up_total',
  'Outbox items given up: refused for good or out of attempts, by channel',
);

export function countDeliveries(channel: Channel, deliveries: Delivery[]): void {
  for (const delivery of deliveries) {
    if (delivery.outcome === 'sent') sent.inc({ channel });
    if (delivery.outcome === 'retry' || delivery.outcome === 'given-up') failures.inc({ channel });
    if (delivery.outcome === 'given-up') givenUp.inc({ channel });
  }
}

type Backlog = { channel: Channel; pending: number; oldestSeconds: number };

/** What waits in both outboxes, by channel, measured by the database's clock. */
async function readBacklog(): Promise<Backlog[]> {
  const unsent = (table: typeof outboxEmails | typeof outboxWebhooks) =>
    and(isNull(table.sentAt), isNull(table.failedAt));
  const columns = (table: typeof outboxEmails | typeof outboxWebhooks) => ({
    pending: sql<number>`count(*)::int`,
    oldestSeconds: sql<number>`coalesce(extract(epoch from now() - min(${table.createdAt})), 0)::float8`,
  });
  return withDatabase(async (db) => {
    const [mail] = await db
      .select(columns(outboxEmails))
      .from(outboxEmails)
      .where(unsent(outboxEmails));
    const webhooks = await db
      .select({ channel: outboxWebhooks.channel, ...columns(outboxWebhooks) })
      .from(outboxWebhooks)
      .where(unsent(outboxWebhooks))
      .groupBy(outboxWebhooks.channel);
    return [{ channel: 'mail' as const, pending: 0, oldestSeconds: 0, ...mail }, ...webhooks];
  });
}

/** Read once per scrape, for both gauges. */
let backlogOfScrape: Promise<Backlog[] | undefined> | undefined;

function backlog(): Promise<Backlog[] | undefined> {
  backlogOfScrape ??= resultWithin(readBacklog(), QUERY_LIMIT_MS, undefined).finally(() => {
    backlogOfScrape = undefined;
  });
  return backlogOfScrape;
}

/**
 * A gauge set from the backlog at scrape time, 0 for an empty channel; no series at all when the
 * database does not answer, rather than stale ones.
 */
const backlogGauge = (name: string, help: string, value: (row: Backlog) => number) =>
  sharedMetric(
    name,
    (options) =>
      new Gauge({
        ...options,
        help,
        labelNames: ['channel'],
        async collect() {
          this.reset();
          const rows = await backlog();
          if (!rows) return;
          for (const channel of reportedChannels) this.set({ channel }, 0);
          for (const row of rows) this.set({ channel: row.channel }, value(row));
        },
      }),
  );

backlogGauge(
  'site_outbox_pending',
  'Outbox items not yet delivered nor given up, by channel (the whole database)',
  (row) => row.pending,
);
backlogGauge(
  'site_outbox_oldest_pending_age_seconds',
  'Age of the oldest outbox item not yet delivered nor given up, by channel; 0 when none',
  (row) => row.oldestSeconds,
);
