import { writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';

import { engines, startDatabase, type DatabaseFixture } from './setup/engines';
import {
  contactBody,
  postApplication,
  postJson,
  startLeadSite,
  type LeadSite,
} from './setup/leads';
import { artifactsDir, serverLogLines } from './setup/server';
import type { LocalService } from './setup/services/http';
import { startWebhookReceiver } from './setup/services/webhooks';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { promtool } from '../support/promtool.mjs';
import { freePort } from '../support/server.mjs';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** The samples of a text exposition (`name{label="value",…} value`), comments left out. */
function samplesOf(exposition: string): Sample[] {
  return exposition
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name = '', labels = '', value = ''] =
        /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      return {
        name,
        labels: Object.fromEntries(
          [...labels.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]),
        ),
        value: Number(value),
      };
    });
}

/** The value of the one sample of `name` whose labels include `labels`, or undefined. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}) {
  const found = samples.filter(
    (sample) =>
      sample.name === name &&
      Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} match`);
  return found[0]?.value;
}

/** Whether a TCP connection to `host`:`port` is accepted. */
function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const TOKEN = 'metrics-0123456789abcdef0123456789abcdef';

for (const engine of engines) {
  // The embedded database's server guards its metrics by loopback alone, PostgreSQL's with a
  // token as well: each of the two ways is tried once.
  const token = engine === 'postgresql' ? TOKEN : undefined;

  test.describe(`Prometheus metrics (${engine})`, () => {
    test.describe.configure({ mode: 'serial' });
    let database: DatabaseFixture;
    let slack: LocalService;
    let site: LeadSite;
    let metricsPort: number;
    let scrapeUrl: string;

    const scrape = async () => {
      const response = await fetch(scrapeUrl, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain; version=0.0.4');
      return response.text();
    };
    const samples = async () => samplesOf(await scrape());

    test.beforeAll(async () => {
      test.setTimeout(HOOK_TIMEOUT);
      database = await startDatabase(engine, `metrics-${engine}`);
      // Slack fails once, then takes every delivery; Teams never answers: its port is closed.
      slack = await startWebhookReceiver('slack', { trouble: [500] });
      const closedPort = await freePort();
      metricsPort = await freePort();
      scrapeUrl = `http://127.0.0.1:${metricsPort}/metrics`;
      site = await startLeadSite({
        name: `metrics-${engine}`,
        databaseUrl: database.url,
        env: {
          METRICS_PORT: String(metricsPort),
          METRICS_TOKEN: token,
          RATE_LIMIT: 'true',
          OUTBOX_MAX_ATTEMPTS: '1000',
          WEBHOOK_SLACK_URL: `${slack.url}/services/T000/B000/XXXX`,
          WEBHOOK_SLACK_FORMS: 'contact',
          WEBHOOK_TEAMS_URL: `http://127.0.0.1:${closedPort}/workflows/lead`,
          WEBHOOK_TEAMS_FORMS: 'application',
        },
      });
    });

    test.afterAll(async () => {
      await site?.stop();
      await slack?.stop();
      await database?.stop();
    });

    test('count requests by route name, method and status, and time them by route', async () => {
      for (const path of ['/', '/de/uberuns/', '/de/uberuns/', '/no-such-page/']) {
        await (await fetch(`${site.baseURL}${path}`)).text();
      }
      // A request is counted once its answer has gone out, which the client may see first.
      let found: Sample[] = [];
      const requests = (route: string, status: string) =>
        valueOf(found, 'site_http_requests_total', { route, method: 'GET', status }) ?? 0;
      // At least these (the server's start asked for the home page too), capped to compare.
      await expect
        .poll(async () => {
          found = await samples();
          return {
            home: Math.min(requests('en:/', '200'), 1),
            about: Math.min(requests('de:/about', '200'), 2),
            notFound: Math.min(requests('other', '404'), 1),
          };
        })
        .toEqual({ home: 1, about: 2, notFound: 1 });
      expect(
        valueOf(found, 'site_http_request_duration_seconds_count', { route: 'de:/about' }),
      ).toBeGreaterThanOrEqual(2);
      expect(
        valueOf(found, 'site_http_request_duration_seconds_bucket', {
          route: 'de:/about',
          le: '+Inf',
        }),
      ).toBeGreaterThanOrEqual(2);
      // Route names of the table only, never a path as it was asked for.
      const routes = new Set(
        found.filter((sample) => sample.labels.route).map((sample) => sample.labels.route),
      );
      for (const route of routes) {
        expect(route).toMatch(/^(?:(?:en|de):\/[\w/[\].-]*|\/api\/[\w-]+\/|next-asset|other)$/);
        expect(route).not.toMatch(/uberuns|no-such-page/);
      }
    });

    test('count leads accepted, flagged and refused by form, and rate-limit refusals', async () => {
      const post = (body: unknown, headers: Record<string, string> = {}) =>
        postJson(site.baseURL, '/api/contact/', body, headers).then(({ status }) => status);
      expect(await post(contactBody())).toBe(201);
      expect(await post(contactBody({ website: 'https://spam.example' }))).toBe(201);
      expect(await post(contactBody({ email: 'not an address' }))).toBe(422);
      expect(await post(contactBody(), { 'sec-fetch-site': 'cross-site' })).toBe(403);
      expect(await postApplication(site)).toBe(201);
      // Without a captcha three contact submissions per client pass in ten minutes.
      expect(await post(contactBody({ name: 'Berta Keller' }))).toBe(201);
      expect(await post(contactBody({ name: 'Carla Huber' }))).toBe(429);

      const found = await samples();
      const leads = (form: string, outcome: string) =>
        valueOf(found, 'site_leads_total', { form, outcome });
      expect(leads('contact', 'accepted')).toBe(2);
      expect(leads('contact', 'flagged')).toBe(1);
      expect(leads('contact', 'refused')).toBe(3);
      expect(leads('application', 'accepted')).toBe(1);
      expect(leads('newsletter', 'accepted')).toBe(0);
      expect(valueOf(found, 'site_rate_limit_refusals_total', { form: 'contact' })).toBe(1);
      expect(valueOf(found, 'site_rate_limit_refusals_total', { form: 'application' })).toBe(0);
      // Sent by a script without a proof of work: each one that passed the schema and the limit.
      const proofs = (result: string) =>
        valueOf(found, 'site_proof_of_work_checks_total', { result });
      expect([proofs('solved'), proofs('missing'), proofs('invalid')]).toEqual([0, 4, 0]);
    });

    test('show deliveries and failures by channel, the backlog and its oldest item', async () => {
      // Two accepted enquiries: a notification and a confirmation each, and a Slack message each.
      await expect
        .poll(
          async () => {
            const found = await samples();
            return {
              mailSent: valueOf(found, 'site_outbox_sent_total', { channel: 'mail' }),
              mailPending: valueOf(found, 'site_outbox_pending', { channel: 'mail' }),
              slackSent: valueOf(found, 'site_outbox_sent_total', { channel: 'slack' }),
              slackFailures: valueOf(found, 'site_outbox_delivery_failures_total', {
                channel: 'slack',
              }),
              slackPending: valueOf(found, 'site_outbox_pending', { channel: 'slack' }),
              teamsPending: valueOf(found, 'site_outbox_pending', { channel: 'teams' }),
              teamsFailing:
                (valueOf(found, 'site_outbox_delivery_failures_total', {
                  channel: 'teams',
                }) ?? 0) > 0,
            };
          },
          { timeout: 30_000 },
        )
        .toEqual({
          mailSent: 6,
          mailPending: 0,
          slackSent: 2,
          slackFailures: 1,
          slackPending: 0,
          teamsPending: 1,
          teamsFailing: true,
        });
      const found = await samples();
      expect(
        valueOf(found, 'site_outbox_oldest_pending_age_seconds', { channel: 'teams' }),
      ).toBeGreaterThan(0);
      expect(valueOf(found, 'site_outbox_oldest_pending_age_seconds', { channel: 'mail' })).toBe(0);
      expect(valueOf(found, 'site_outbox_given_up_total', { channel: 'teams' })).toBe(0);
    });

    test('show the database, with its connection pool on PostgreSQL only', async () => {
      const found = await samples();
      expect(valueOf(found, 'site_database_info', { engine })).toBe(1);
      const pool = found.filter((sample) => sample.name.startsWith('site_database_pool_'));
      if (engine === 'pglite') {
        expect(pool).toEqual([]);
      } else {
        expect(valueOf(found, 'site_database_pool_max_connections')).toBe(10);
        expect(valueOf(found, 'site_database_pool_connections', { state: 'idle' })).toBeGreaterThan(
          0,
        );
        expect(valueOf(found, 'site_database_pool_waiting_queries')).toBe(0);
      }
    });

    test("include Node's process metrics, and pass promtool check metrics without a remark", async () => {
      const exposition = await scrape();
      // Kept beside the servers' logs, for a look at what an operator's Prometheus gets.
      writeFileSync(join(artifactsDir, `metrics-${engine}.txt`), exposition);
      const found = samplesOf(exposition);
      expect(valueOf(found, 'process_cpu_seconds_total')).toBeGreaterThan(0);
      expect(valueOf(found, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(found.some((sample) => sample.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
      expect(promtool(['check', 'metrics'], exposition)).toEqual({ status: 0, output: '' });
    });

    test('are served on loopback only, never on the public port', async () => {
      for (const path of ['/metrics', '/metrics/', '/api/metrics/']) {
        const response = await fetch(`${site.baseURL}${path}`, {
          headers: { authorization: `Bearer ${TOKEN}` },
        });
        expect(response.status).toBe(404);
        expect(await response.text()).not.toContain('site_http_requests_total');
      }
      // Bound to 127.0.0.1 itself: an address of every interface would take 127.0.0.2 as well.
      expect(await connects('127.0.0.1', metricsPort)).toBe(true);
      expect(await connects('127.0.0.2', metricsPort)).toBe(false);
    });

    if (token) {
      test('answer 401 to a scrape without the bearer token', async () => {
        for (const authorization of [undefined, `Bearer ${token}x`, `Basic ${token}`]) {
          const response = await fetch(scrapeUrl, {
            headers: authorization ? { authorization } : {},
          });
          expect(response.status).toBe(401);
          expect(await response.text()).not.toContain('site_');
        }
      });
    }

    test('close with the server, which shuts down cleanly', async () => {
      expect(await site.terminate()).toBe(0);
      expect(await connects('127.0.0.1', metricsPort)).toBe(false);
      expect(serverLogLines(site.logFile, /^Shutdown:/)).toEqual([]);
      expect(serverLogLines(site.logFile, /^Metrics at http:\/\/127\.0\.0\.1:/)).toHaveLength(1);
    });
  });
}

test.describe('the alert rules', () => {
  test('pass promtool check rules, and fire in their tests as meant', () => {
    const checked = promtool(['check', 'rules', 'ops/prometheus/alerts.yml']);
    expect(checked.output).toContain('SUCCESS: 4 rules found');
    expect(checked.status).toBe(0);
    const tested = promtool(['test', 'rules', 'ops/prometheus/alerts.test.yml']);
    expect(tested.output).toContain('SUCCESS');
    expect(tested.status).toBe(0);
  });
});
