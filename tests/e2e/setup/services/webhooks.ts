import { createHmac, timingSafeEqual } from 'node:crypto';

import { startLocalService, type LocalService, type RecordedRequest } from './http';

export type WebhookChannel = 'slack' | 'teams' | 'json';

/** What a receiver answers its first requests with before it works: a status, or too late. */
export type Trouble = number | 'slow';

/**
 * A JSON delivery's signature checked as docs/leads-and-email.md tells a receiver to: the HMAC of
 * "<t>.<body>" with the shared secret, and a timestamp of the last five minutes.
 */
function verifySignature(secret: string, header: string, body: string, now = Date.now()) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=', 2)));
  const seconds = Number(parts.t);
  if (!Number.isInteger(seconds) || Math.abs(now / 1000 - seconds) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${seconds}.${body}`).digest();
  const given = Buffer.from(String(parts.v1 ?? ''), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether a body is a message the channel takes, as its service would judge it. */
function accepts(channel: WebhookChannel, request: RecordedRequest, secret: string) {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(request.body.toString('utf8')) as Record<string, unknown>;
  } catch {
    return false;
  }
  if (channel === 'slack') {
    const blocks = body.blocks as Array<{ type: string; text?: { type: string; text: string } }>;
    return (
      typeof body.text === 'string' &&
      Array.isArray(blocks) &&
      blocks.every((block) => ['header', 'section', 'context'].includes(block.type)) &&
      blocks.every((block) => block.type !== 'header' || (block.text?.text.length ?? 0) <= 150)
    );
  }
  if (channel === 'teams') {
    const [card] = body.attachments as Array<{ contentType: string; content: { type: string } }>;
    return (
      body.type === 'message' &&
      card?.contentType === 'application/vnd.microsoft.card.adaptive' &&
      card.content.type === 'AdaptiveCard'
    );
  }
  const signature = request.headers['webhook-signature'];
  return (
    typeof signature === 'string' &&
    verifySignature(secret, signature, request.body.toString('utf8'))
  );
}

/**
 * A stand-in for a Slack incoming webhook, a Teams workflow webhook or a CRM's JSON endpoint:
 * it answers its first requests with `trouble`, then as the service does: 200 `ok` (Slack), 202
 * (Teams), 200 (JSON) for a message it takes, 400 (401 for a bad signature) for one it does not.
 */
export function startWebhookReceiver(
  channel: WebhookChannel,
  { trouble = [], secret = '', port }: { trouble?: Trouble[]; secret?: string; port?: number } = {},
): Promise<LocalService> {
  let answered = 0;
  return startLocalService(
    async (request, response) => {
      const planned = trouble[answered++];
      if (planned === 'slow') {
        await new Promise((resolve) => setTimeout(resolve, 3_000));
      } else if (planned !== undefined) {
        response.writeHead(planned, { 'retry-after': '0' }).end('trouble');
        return;
      }
      if (!accepts(channel, request, secret)) {
        response.writeHead(channel === 'json' ? 401 : 400).end('invalid_payload');
        return;
      }
      response.writeHead(channel === 'teams' ? 202 : 200).end(channel === 'slack' ? 'ok' : '');
    },
    { port },
  );
}
