import 'server-only';

import { eq } from 'drizzle-orm';

import type { Database } from '@/server/db';
import { outboxWebhooks, type LeadAnnouncement, type WebhookChannel } from '@/server/db/schema';
import type { Delivery } from '@/server/mail/outage-log';
import { claimDue, retryDelayMs, type OutboxPolicy } from '@/server/mail/outbox';
import { serverSettings } from '@/server/settings';
import type { ServerSettings } from '@/server/settings-schema';

import { webhookRequest } from './formats';

type Writer = Pick<Database, 'insert'>;

export type WebhookEndpoint = {
  channel: WebhookChannel;
  url: string;
  forms: Array<LeadAnnouncement['form']>;
  secret?: string | undefined;
};

function webhookEndpoints(settings: ServerSettings): WebhookEndpoint[] {
  const endpoints: Array<WebhookEndpoint | undefined> = [
    settings.WEBHOOK_SLACK_URL
      ? { channel: 'slack', url: settings.WEBHOOK_SLACK_URL, forms: settings.WEBHOOK_SLACK_FORMS }
      : undefined,
    settings.WEBHOOK_TEAMS_URL
      ? { channel: 'teams', url: settings.WEBHOOK_TEAMS_URL, forms: settings.WEBHOOK_TEAMS_FORMS }
      : undefined,
    settings.WEBHOOK_JSON_URL
      ? {
          channel: 'json',
          url: settings.WEBHOOK_JSON_URL,
          forms: settings.WEBHOOK_JSON_FORMS,
          secret: settings.WEBHOOK_JSON_SECRET,
        }
      : undefined,
  ];
  return endpoints.filter((endpoint) => endpoint !== undefined);
}

/** The running server's endpoints, read once: settings are read when the server starts. */
export const configuredEndpoints = webhookEndpoints(serverSettings);

/** In the caller's transaction, so that deliveries exist exactly when their lead does. */
export async function enqueueWebhooks(
  writer: Writer,
  announcement: LeadAnnouncement,
  endpoints: WebhookEndpoint[],
): Promise<number> {
  const channels = endpoints
    .filter((endpoint) => endpoint.forms.includes(announcement.form))
    .map((endpoint) => endpoint.channel);
  if (channels.length === 0) return 0;
  await writer
    .insert(outboxWebhooks)
    .values(channels.map((channel) => ({ channel, announcement })));
  return channels.length;
}

/** At most this many deliveries are in flight at once, across all endpoints. */
const CONCURRENCY = 8;

/** Statuses worth another attempt: the endpoint is busy or broken, not refusing the request. */
const isTemporary = (status: number) =>
  status === 408 || status === 425 || status === 429 || status >= 500;

type Outcome =
  { ok: true } | { ok: false; permanent: boolean; reason: string; retryAfterMs?: number };

async function post(
  endpoint: WebhookEndpoint,
  delivery: typeof outboxWebhooks.$inferSelect,
  timeoutMs: number,
): Promise<Outcome> {
  const { body, headers } = webhookRequest(endpoint.channel, delivery.announcement, {
    id: delivery.id,
    createdAt: delivery.createdAt,
    secret: endpoint.secret,
  });
  let response: Response;
  try {
    response = await fetch(endpoint.url, {
      method: 'POST',
      headers,
      body,
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause ?? error) : error;
    const reason = cause instanceof Error ? cause.message : String(cause);
    return { ok: false, permanent: false, reason };
  }
  // The answer's body is not needed; reading it frees the connection.
  await response.arrayBuffer().catch(() => undefined);
  if (response.ok) return { ok: true };
  const retryAfter = Number(response.headers.get('retry-after'));
  return {
    ok: false,
    permanent: !isTemporary(response.status),
    reason: `HTTP ${response.status}`,
    retryAfterMs: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined,
  };
}

/** Claims the due deliveries and posts each to its channel; one without an endpoint is given up. */
export async function deliverDueWebhooks(
  db: Database,
  endpoints: WebhookEndpoint[],
  policy: OutboxPolicy & { timeoutMs: number },
): Promise<Array<Delivery & { channel: WebhookChannel }>> {
  const claimed = await claimDue(db, outboxWebhooks, CONCURRENCY, policy.leaseSeconds);

  return Promise.all(
    claimed.map(async (delivery) => {
      const finish = (values: Partial<typeof outboxWebhooks.$inferInsert>) =>
        db
          .update(outboxWebhooks)
          .set({ lockedUntil: null, ...values })
          .where(eq(outboxWebhooks.id, delivery.id));
      const { id, channel } = delivery;
      const endpoint = endpoints.find((candidate) => candidate.channel === channel);
      const outcome: Outcome = endpoint
        ? await post(endpoint, delivery, policy.timeoutMs)
        : { ok: false, permanent: true, reason: `no ${channel} webhook is configured` };
      if (outcome.ok) {
        await finish({ sentAt: new Date(), lastError: null });
        return { id, channel, outcome: 'sent' as const };
      }
      if (outcome.permanent || delivery.attempts >= policy.maxAttempts) {
        // The log names the delivery, never the lead's content.
        console.error(
          `Webhook ${id} (${channel}) not delivered, attempt ${delivery.attempts}: ` +
            `${outcome.reason}; giving up`,
        );
        await finish({ failedAt: new Date(), lastError: outcome.reason.slice(0, 500) });
        return { id, channel, outcome: 'given-up' as const };
      }
      const delay = Math.max(retryDelayMs(delivery.attempts, policy), outcome.retryAfterMs ?? 0);
      await finish({
        lastError: outcome.reason.slice(0, 500),
        nextAttemptAt: new Date(Date.now() + delay),
      });
      return { id, channel, outcome: 'retry' as const, error: outcome.reason };
    }),
  );
}
