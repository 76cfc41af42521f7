import { createHmac } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { LeadAnnouncement } from '@/server/db/schema';

import { cardEscape, signature, slackEscape, webhookRequest } from './formats';

const announcement: LeadAnnouncement = {
  form: 'contact',
  id: '6f1c2a9e-0000-4000-8000-000000000001',
  title: 'New enquiry: A new project – Anna <@U123> & Co',
  facts: [
    { label: 'Name', value: 'Anna *Meier*' },
    { label: 'Email', value: 'anna@example.ch' },
  ],
  message: 'x'.repeat(4000),
};
const delivery = { id: 'delivery-1', createdAt: new Date('2026-11-28T10:00:00Z'), secret: 's' };

describe('webhook messages', () => {
  it("escape Slack's three control characters, and keep the visitor's text plain", () => {
    expect(slackEscape('<!channel> & <https://x|y>')).toBe(
      '&lt;!channel&gt; &amp; &lt;https://x|y&gt;',
    );
    const body = JSON.parse(webhookRequest('slack', announcement, delivery).body);
    expect(body.text).toBe('New enquiry: A new project – Anna &lt;@U123&gt; &amp; Co');
    expect(body.blocks[1].fields[0]).toEqual({
      type: 'plain_text',
      text: 'Name: Anna *Meier*',
      emoji: false,
    });
    // Block Kit's limit for a section's text.
    expect(body.blocks[2].text.text).toHaveLength(3000);
  });

  it('escape every character that could start Markdown in a Teams card', () => {
    expect(cardEscape('# *a* _b_ [c](d) `e` 1. f > g - h')).toBe(
      '\\# \\*a\\* \\_b\\_ \\[c\\]\\(d\\) \\`e\\` 1\\. f \\> g \\- h',
    );
    const card = JSON.parse(webhookRequest('teams', announcement, delivery).body).attachments[0];
    expect(card.contentType).toBe('application/vnd.microsoft.card.adaptive');
    expect(card.content.body[1].facts[0]).toEqual({ title: 'Name', value: 'Anna \\*Meier\\*' });
  });

  it('sign a JSON delivery over its timestamp and body, as a receiver checks it', () => {
    const now = new Date('2026-11-28T10:00:05Z');
    const { body, headers } = webhookRequest('json', announcement, delivery, now);
    expect(JSON.parse(body)).toEqual({
      id: 'delivery-1',
      type: 'lead.created',
      createdAt: '2026-11-28T10:00:00.000Z',
      lead: announcement,
    });
    expect(headers['idempotency-key']).toBe('delivery-1');
    const expected = createHmac('sha256', 's').update(`1795860005.${body}`).digest('hex');
    expect(headers['webhook-signature']).toBe(`t=1795860005,v1=${expected}`);
    expect(signature('s', body, 1795860005)).toBe(headers['webhook-signature']);
  });
});
