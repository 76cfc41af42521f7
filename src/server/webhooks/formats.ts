import { createHmac } from 'node:crypto';

import type { LeadAnnouncement, WebhookChannel } from '@/server/db/schema';

/** What one delivery sends: the same body on every attempt, headers made per attempt. */
export type WebhookRequest = { body: string; headers: Record<string, string> };

const clip = (text: string, length: number) =>
  text.length <= length ? text : `${text.slice(0, length - 1)}…`;

/** Slack's mrkdwn: `&`, `<` and `>` are its only control characters (links, mentions). */
export const slackEscape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** The visitor's words go as `plain_text`, shown as typed; only the fallback text is mrkdwn. */
function slack(announcement: LeadAnnouncement): string {
  const plain = (text: string, length: number) => ({
    type: 'plain_text',
    text: clip(text || '–', length),
    emoji: false,
  });
  return JSON.stringify({
    text: slackEscape(announcement.title),
    blocks: [
      { type: 'header', text: plain(announcement.title, 150) },
      {
        type: 'section',
        fields: announcement.facts
          .slice(0, 10)
          .map(({ label, value }) => plain(`${label}: ${value}`, 2000)),
      },
      { type: 'section', text: plain(announcement.message, 3000) },
      { type: 'context', elements: [plain(`Reference ${announcement.id}`, 150)] },
    ],
  });
}

/** Adaptive Cards read a subset of Markdown: each character that could start markup escaped. */
export const cardEscape = (text: string) => text.replace(/[\\`*_{}[\]()#+\-.!|~>]/g, '\\$&');

function teams(announcement: LeadAnnouncement): string {
  return JSON.stringify({
    type: 'message',
    attachments: [
      {
        contentType: 'application/vnd.microsoft.card.adaptive',
        contentUrl: null,
        content: {
          $schema: 'http://adaptivecards.io/schemas/adaptive-card.json',
          type: 'AdaptiveCard',
          version: '1.4',
          body: [
            {
              type: 'TextBlock',
              text: cardEscape(announcement.title),
              weight: 'Bolder',
              size: 'Medium',
              wrap: true,
            },
            {
              type: 'FactSet',
              facts: announcement.facts.map(({ label, value }) => ({
                title: cardEscape(label),
                value: cardEscape(value || '–'),
              })),
            },
            { type: 'TextBlock', text: cardEscape(announcement.message), wrap: true },
            {
              type: 'TextBlock',
              text: cardEscape(`Reference ${announcement.id}`),
              isSubtle: true,
              size: 'Small',
            },
          ],
        },
      },
    ],
  });
}

/** Stripe's scheme; the receiver refuses an old timestamp (docs/leads-and-email.md). */
export function signature(secret: string, body: string, seconds: number): string {
  const digest = createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');
  return `t=${seconds},v1=${digest}`;
}

/** The request a channel gets for an announcement; `deliveryId` is its idempotency key. */
export function webhookRequest(
  channel: WebhookChannel,
  announcement: LeadAnnouncement,
  delivery: { id: string; createdAt: Date; secret?: string | undefined },
  now = new Date(),
): WebhookRequest {
  const headers = {
    'content-type': 'application/json',
    'idempotency-key': delivery.id,
    'user-agent': 'agency-website-webhooks',
  };
  if (channel === 'slack') return { body: slack(announcement), headers };
  if (channel === 'teams') return { body: teams(announcement), headers };
  const body = JSON.stringify({
    id: delivery.id,
    type: 'lead.created',
    createdAt: delivery.createdAt.toISOString(),
    lead: announcement,
  });
  const seconds = Math.floor(now.getTime() / 1000);
  return {
    body,
    headers: { ...headers, 'webhook-signature': signature(delivery.secret ?? '', body, seconds) },
  };
}
