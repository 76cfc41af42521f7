import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  contactBody,
  postApplication,
  postJson,
  startLeadSite,
  type LeadSite,
} from './setup/leads';
import type { LocalService } from './setup/services/http';
import { startWebhookReceiver } from './setup/services/webhooks';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { outboxWebhooks } from '../../src/server/db/schema';

const secret = 'whsec_0123456789abcdef0123456789abcdef';
const bodyOf = (service: LocalService, index = 0) =>
  JSON.parse(service.requests[index]?.body.toString('utf8') ?? 'null');
const idempotencyKeys = (service: LocalService) =>
  service.requests.map((request) => request.headers['idempotency-key']);

/** A visitor who types markup of every channel into the form. */
const hostile = contactBody({
  name: 'Anna <!channel> *Meier* & Co',
  company: '[Meier](javascript:alert(1)) AG',
  message: '# Urgent\n> *please* call _today_ <b>now</b> & `soon`\n1. first',
});

function written(site: LeadSite) {
  const folder = join(site.dataDir, 'mail');
  return existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.eml')) : [];
}

test.describe('webhooks for each lead', () => {
  let slack: LocalService;
  let teams: LocalService;
  let crm: LocalService;
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    [slack, teams, crm] = await Promise.all([
      startWebhookReceiver('slack'),
      startWebhookReceiver('teams'),
      startWebhookReceiver('json', { secret }),
    ]);
    site = await startLeadSite({
      name: 'webhooks',
      env: {
        WEBHOOK_SLACK_URL: `${slack.url}/services/T000/B000/XXXX`,
        WEBHOOK_SLACK_FORMS: 'contact',
        WEBHOOK_TEAMS_URL: `${teams.url}/workflows/lead`,
        WEBHOOK_TEAMS_FORMS: 'application',
        WEBHOOK_JSON_URL: `${crm.url}/hooks/leads`,
        WEBHOOK_JSON_SECRET: secret,
      },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
    await Promise.all([slack?.stop(), teams?.stop(), crm?.stop()]);
  });

  test('reach Slack, Teams and a signed JSON endpoint by form, escaped for each', async () => {
    expect((await postJson(site.baseURL, '/api/contact/', hostile)).status).toBe(201);
    expect(await postApplication(site, { locale: 'de' })).toBe(201);

    await expect.poll(() => crm.requests.length, { timeout: 30_000 }).toBe(2);
    await expect.poll(() => slack.requests.length, { timeout: 30_000 }).toBe(1);
    await expect.poll(() => teams.requests.length, { timeout: 30_000 }).toBe(1);

    // Slack: the visitor's words as plain text; the mrkdwn fallback cannot mention or link.
    const message = bodyOf(slack);
    expect(message.text).toBe(
      'New enquiry: A new project – Anna &lt;!channel&gt; *Meier* &amp; Co',
    );
    expect(JSON.stringify(message.blocks)).not.toContain('"type":"mrkdwn"');
    expect(message.blocks[2].text.text).toBe(hostile.message);
    expect(message.blocks[1].fields[1].text).toBe('Email: anna.meier@example.ch');

    // Teams: an Adaptive Card whose Markdown is escaped, in English whatever the form's language.
    const [card] = bodyOf(teams).attachments;
    const [title, facts, text] = card.content.body;
    expect(title.text).toBe(
      // The title keeps its range together with a word joiner, as on the page.
      'New application: ENG\\-2026\\-08 Platform Engineer 80–\u2060100% \\(w/m/d\\) – Luca Rossi',
    );
    expect(facts.facts[0]).toEqual({ title: 'Position', value: expect.stringContaining('ENG') });
    expect(text.text).toContain('Kubernetes');

    // JSON: signed (the receiver checked it), one idempotency key per delivery, no CV.
    const lead = bodyOf(crm);
    expect(lead).toMatchObject({ type: 'lead.created', lead: { form: 'contact' } });
    expect(crm.requests[0]?.headers['idempotency-key']).toBe(lead.id);
    expect(lead.lead.facts).toContainEqual({ label: 'Company', value: hostile.company });
    expect(JSON.stringify(bodyOf(crm, 1))).not.toMatch(/JVBER|Lebenslauf/);
  });
});

test.describe('webhooks in trouble', () => {
  test('retry a channel that is down, slow or failing, give up on a refusal, hold back nothing', async () => {
    test.setTimeout(HOOK_TIMEOUT);
    // Slack answers 503 twice; Teams is slow once; the CRM's endpoint is down until later.
    const slack = await startWebhookReceiver('slack', { trouble: [503, 503] });
    const teams = await startWebhookReceiver('teams', { trouble: ['slow'] });
    const down = await startWebhookReceiver('json', { secret });
    const crmPort = Number(new URL(down.url).port);
    await down.stop();
    const refusing = await startWebhookReceiver('json', { secret: 'another secret' });
    const site = await startLeadSite({
      name: 'webhooks-trouble',
      env: {
        WEBHOOK_SLACK_URL: `${slack.url}/services/T000/B000/XXXX`,
        WEBHOOK_TEAMS_URL: `${teams.url}/workflows/lead`,
        WEBHOOK_JSON_URL: `http://127.0.0.1:${crmPort}/hooks/leads`,
        WEBHOOK_JSON_SECRET: secret,
        WEBHOOK_TIMEOUT_MS: '500',
        OUTBOX_MAX_ATTEMPTS: '100',
      },
    });
    try {
      expect((await postJson(site.baseURL, '/api/contact/', contactBody())).status).toBe(201);
      // The emails go out at once, whatever the endpoints do.
      await expect.poll(() => written(site).length, { timeout: 30_000 }).toBe(2);

      await expect.poll(() => slack.requests.length, { timeout: 60_000 }).toBe(3);
      await expect.poll(() => teams.requests.length, { timeout: 60_000 }).toBe(2);
      // Each retry is the same delivery: one idempotency key, the same message.
      expect(new Set(idempotencyKeys(slack)).size).toBe(1);
      expect(new Set(idempotencyKeys(teams)).size).toBe(1);
      expect(bodyOf(slack, 2)).toEqual(bodyOf(slack, 0));

      // The endpoint comes up: the delivery that waited for it arrives, once.
      const crm = await startWebhookReceiver('json', { secret, port: crmPort });
      try {
        await expect.poll(() => crm.requests.length, { timeout: 60_000 }).toBe(1);
        expect(readFileSync(site.logFile, 'utf8')).toMatch(
          /Webhook json: sending fails \(.*ECONNREFUSED.*\); deliveries stay in the outbox/,
        );
      } finally {
        await crm.stop();
      }
    } finally {
      await site.stop();
    }

    // An endpoint that refuses the message (a wrong secret) is not asked again.
    const strict = await startLeadSite({
      name: 'webhooks-refused',
      env: {
        WEBHOOK_JSON_URL: `${refusing.url}/hooks/leads`,
        WEBHOOK_JSON_SECRET: secret,
      },
    });
    try {
      expect((await postJson(strict.baseURL, '/api/contact/', contactBody())).status).toBe(201);
      await expect
        .poll(() => readFileSync(strict.logFile, 'utf8'), { timeout: 30_000 })
        .toMatch(/Webhook \S+ \(json\) not delivered, attempt 1: HTTP 401; giving up/);
      expect(refusing.requests).toHaveLength(1);
      expect(readFileSync(strict.logFile, 'utf8')).not.toContain('anna.meier@example.ch');
    } finally {
      await strict.stop();
      await Promise.all([slack.stop(), teams.stop(), refusing.stop()]);
    }
  });

  test('keep a delivery through kill -9 and send it once after the restart', async () => {
    test.setTimeout(HOOK_TIMEOUT);
    const probe = await startWebhookReceiver('slack');
    const port = Number(new URL(probe.url).port);
    await probe.stop();
    const site = await startLeadSite({
      name: 'webhooks-kill',
      env: { WEBHOOK_SLACK_URL: `http://127.0.0.1:${port}/services/T000/B000/XXXX` },
    });
    try {
      expect((await postJson(site.baseURL, '/api/contact/', contactBody())).status).toBe(201);
      await expect
        .poll(() => readFileSync(site.logFile, 'utf8'), { timeout: 30_000 })
        .toContain('Webhook slack: sending fails');
      await site.kill();
      const slack = await startWebhookReceiver('slack', { port });
      try {
        await site.restart();
        await expect.poll(() => slack.requests.length, { timeout: 60_000 }).toBe(1);
        await site.stop();
        const rows = await site.query((db) => db.select().from(outboxWebhooks));
        expect(rows).toHaveLength(1);
        expect(rows[0]?.sentAt).not.toBeNull();
        expect(slack.requests).toHaveLength(1);
      } finally {
        await slack.stop();
      }
    } finally {
      await site.stop();
    }
  });
});
