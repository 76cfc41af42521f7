import { resolve } from 'node:path';

import { z } from 'zod';

// Relative: next.config.ts checks these settings at start, and its loader resolves no path alias.
import { alsoWhenInvalid, flag, httpUrl, parseEnvironment, wholeNumber } from '../config/settings';
import { site } from '../config/site';
import { leadForms } from './leads/forms';

const milliseconds = wholeNumber(1);

const webhookUrl = httpUrl.optional();

const emailAddress = z.email({ error: 'expected an email address' });

const webhookForms = z
  .string()
  .default(leadForms.join(','))
  .transform((value) => value.split(',').map((form) => form.trim()))
  .pipe(z.array(z.enum(leadForms)).min(1));

function isLoopback(host: string): boolean {
  return /^(?:127(?:\.\d{1,3}){3}|::1|localhost)$/i.test(host);
}

export const serverSettingsSchema = z
  .object({
    DATA_DIR: z
      .string()
      .default('data')
      .transform((value) => resolve(value)),
    DATABASE_URL: z
      .url({ protocol: /^postgres(ql)?$/, error: 'expected a postgres:// or postgresql:// URL' })
      .optional(),
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, error: 'expected an smtp:// or smtps:// URL' })
      .optional(),
    MAIL_FROM: z.string().default(`${site.name} <${site.email}>`),
    CONTACT_INBOX: emailAddress.default(site.email),
    HIRING_INBOX: emailAddress.default(site.jobsEmail),
    /** Signs links and salts IP hashes; unset, one is generated and stored for all instances. */
    SECRET_KEY: z.string().min(32).optional(),
    /** Per-IP limits on the forms; switched off only for benchmarks. */
    RATE_LIMIT: flag.default(true),
    /** Proxies that append the client to X-Forwarded-For; 0: the socket's peer is the client. */
    TRUST_PROXY_HOPS: wholeNumber(0, 32).default(0),
    OUTBOX_POLL_MS: milliseconds.default(5_000),
    OUTBOX_RETRY_BASE_MS: milliseconds.default(30_000),
    OUTBOX_RETRY_MAX_MS: milliseconds.default(6 * 60 * 60 * 1000),
    OUTBOX_MAX_ATTEMPTS: wholeNumber(1).default(12),
    SMTP_TIMEOUT_MS: milliseconds.default(30_000),
    /** The wait for a sent message's answer; giving up may send it twice (RFC 5321 4.5.3.2.6). */
    SMTP_REPLY_TIMEOUT_MS: milliseconds.default(10 * 60_000),
    WEBHOOK_SLACK_URL: webhookUrl,
    WEBHOOK_SLACK_FORMS: webhookForms,
    WEBHOOK_TEAMS_URL: webhookUrl,
    WEBHOOK_TEAMS_FORMS: webhookForms,
    WEBHOOK_JSON_URL: webhookUrl,
    WEBHOOK_JSON_FORMS: webhookForms,
    WEBHOOK_JSON_SECRET: z.string().min(32).optional(),
    WEBHOOK_TIMEOUT_MS: milliseconds.default(10_000),
    LOG_FORMAT: z.enum(['json', 'text']).optional(),
    /** On SIGTERM, how long readiness answers 503 before the server stops: a probe or two. */
    SHUTDOWN_DELAY_MS: wholeNumber(0, 60_000).default(0),
    METRICS_PORT: wholeNumber(1, 65_535).optional(),
    /** The metrics listener's address: loopback, unless METRICS_TOKEN guards it. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    METRICS_TOKEN: z.string().min(32).optional(),
    /** Read here to require the secrets below; validated in src/config/settings.ts. */
    KEYSTATIC_GITHUB_REPO: z.string().optional(),
    KEYSTATIC_GITHUB_CLIENT_ID: z.string().optional(),
    KEYSTATIC_GITHUB_CLIENT_SECRET: z.string().optional(),
    KEYSTATIC_SECRET: z.string().min(32).optional(),
  })
  .superRefine((values, context) => {
    if (values.METRICS_PORT && !isLoopback(values.METRICS_HOST) && !values.METRICS_TOKEN) {
      context.addIssue({
        code: 'custom',
        path: ['METRICS_TOKEN'],
        message: `required when METRICS_HOST (${values.METRICS_HOST}) is not loopback: 32 or more random characters`,
      });
    }
    if (values.WEBHOOK_JSON_URL && !values.WEBHOOK_JSON_SECRET) {
      context.addIssue({
        code: 'custom',
        path: ['WEBHOOK_JSON_SECRET'],
        message: 'required with WEBHOOK_JSON_URL: 32 or more random characters',
      });
    }
    if (!values.KEYSTATIC_GITHUB_REPO) return;
    for (const name of [
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'KEYSTATIC_SECRET',
    ] as const) {
      if (!values[name]) {
        context.addIssue({
          code: 'custom',
          path: [name],
          message: 'required with KEYSTATIC_GITHUB_REPO (docs/editing.md)',
        });
      }
    }
  }, alsoWhenInvalid);

export type ServerSettings = z.infer<typeof serverSettingsSchema>;

export function parseServerSettings(env: Record<string, string | undefined>): ServerSettings {
  return parseEnvironment(serverSettingsSchema, env);
}
