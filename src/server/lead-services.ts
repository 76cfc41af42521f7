import 'server-only';

import { rmSync, writeFileSync } from 'node:fs';

import { processWide } from '@/lib/process-wide';
import { openDatabase } from '@/server/db';
import { serverPidFile } from '@/server/db/connection';
import { webhookChannels, type WebhookChannel } from '@/server/db/schema';
import { createOutageLog } from '@/server/mail/outage-log';
import { deliverDue, releaseAllClaims, type OutboxPolicy } from '@/server/mail/outbox';
import { createMailTransport } from '@/server/mail/transport';
import { startOutboxWorker, type OutboxWorker } from '@/server/mail/worker';
import { watchDatabasePool } from '@/server/metrics/database';
import { countDeliveries } from '@/server/metrics/outbox';
import { secretFor } from '@/server/secrets';
import { serverSettings } from '@/server/settings';
import { startVitalsPruning, type VitalsPruning } from '@/server/vitals/pruning';
import { configuredEndpoints, deliverDueWebhooks } from '@/server/webhooks/outbox';

const state = processWide<{
  outboxWorker?: OutboxWorker;
  webhookWorker?: OutboxWorker;
  vitalsPruning?: VitalsPruning;
}>('lead-services', () => ({}));

const outboxPolicy: OutboxPolicy = {
  retryBaseMs: serverSettings.OUTBOX_RETRY_BASE_MS,
  retryMaxMs: serverSettings.OUTBOX_RETRY_MAX_MS,
  maxAttempts: serverSettings.OUTBOX_MAX_ATTEMPTS,
  // Longer than one message can take: connecting, the greeting, and the server's answer.
  leaseSeconds: Math.max(
    10,
    Math.ceil((2 * serverSettings.SMTP_TIMEOUT_MS + serverSettings.SMTP_REPLY_TIMEOUT_MS) / 1000),
  ),
};

const emailOutages = createOutageLog();

/** One outage log per channel: Slack being down says nothing about Teams. */
const webhookOutages = Object.fromEntries(
  webhookChannels.map((channel) => [
    channel,
    createOutageLog({ name: `Webhook ${channel}`, items: 'deliveries' }),
  ]),
) as Record<WebhookChannel, ReturnType<typeof createOutageLog>>;

async function startLeadServices(): Promise<void> {
  const handle = await openDatabase();
  // Generated on the first start and read once per process, before any request needs them.
  await Promise.all([secretFor(handle.db, 'email-links'), secretFor(handle.db, 'ip-hash')]);
  if (handle.engine === 'pglite') {
    // The embedded database belongs to this process alone: claims left by a crash are stale.
    await releaseAllClaims(handle.db);
    // Tells the operator commands that the data directory is in use (they refuse to open it).
    writeFileSync(serverPidFile(serverSettings.DATA_DIR), String(process.pid));
  }
  if (handle.pool) watchDatabasePool();
  const transport = createMailTransport({
    smtpUrl: serverSettings.SMTP_URL,
    dataDir: serverSettings.DATA_DIR,
    timeoutMs: serverSettings.SMTP_TIMEOUT_MS,
    replyTimeoutMs: serverSettings.SMTP_REPLY_TIMEOUT_MS,
  });
  state.outboxWorker ??= startOutboxWorker((db) => deliverDue(db, transport, outboxPolicy), {
    name: 'Email outbox',
    pollMs: serverSettings.OUTBOX_POLL_MS,
    outageLog: {
      record: (deliveries) => {
        countDeliveries('mail', deliveries);
        emailOutages.record(deliveries);
      },
    },
  });
  state.webhookWorker ??= startOutboxWorker(
    (db) =>
      deliverDueWebhooks(db, configuredEndpoints, {
        ...outboxPolicy,
        timeoutMs: serverSettings.WEBHOOK_TIMEOUT_MS,
        leaseSeconds: Math.ceil((2 * serverSettings.WEBHOOK_TIMEOUT_MS) / 1000) + 10,
      }),
    {
      name: 'Webhook outbox',
      pollMs: serverSettings.OUTBOX_POLL_MS,
      outageLog: {
        record: (deliveries) => {
          for (const delivery of deliveries) {
            countDeliveries(delivery.channel, [delivery]);
            webhookOutages[delivery.channel].record([delivery]);
          }
        },
      },
    },
  );
  // The field data's retention runs here too: the server is the one process sure to be running.
  state.vitalsPruning ??= startVitalsPruning();
  const where = handle.engine === 'pglite' ? `PGlite in ${serverSettings.DATA_DIR}` : 'PostgreSQL';
  const channels = configuredEndpoints.map((endpoint) => endpoint.channel);
  console.log(
    `Leads are stored in ${where}; email goes to ${transport.description}` +
      (channels.length > 0 ? `; webhooks go to ${channels.join(', ')}` : ''),
  );
}

/** Tells the worker that new email is queued, so it goes out now rather than at the next poll. */
export function wakeOutbox(): void {
  state.outboxWorker?.wake();
}

export function wakeWebhooks(): void {
  state.webhookWorker?.wake();
}

export function leadServicesRunning(): boolean {
  return state.outboxWorker !== undefined && state.webhookWorker !== undefined;
}

export async function stopLeadServices(): Promise<void> {
  await Promise.all([
    state.outboxWorker?.stop(),
    state.webhookWorker?.stop(),
    state.vitalsPruning?.stop(),
  ]);
  state.outboxWorker = undefined;
  state.webhookWorker = undefined;
  state.vitalsPruning = undefined;
  const handle = await openDatabase().catch(() => undefined);
  await handle?.close();
  rmSync(serverPidFile(serverSettings.DATA_DIR), { force: true });
}

/** Starts the lead services, or stops the process: forms must not take what cannot be kept. */
export async function bootLeadServices(): Promise<void> {
  try {
    await startLeadServices();
  } catch (error) {
    console.error(
      `The database could not be opened or migrated, so the site cannot accept enquiries.\n` +
        `  ${error instanceof Error ? error.message : String(error)}\n` +
        `  Check DATABASE_URL, or that DATA_DIR is writable. The server stops.`,
    );
    process.exit(1);
  }
}
