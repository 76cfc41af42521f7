import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

import { settingsSchema } from './config/settings';
import { integrationSettingsSchema } from './integrations/settings-schema';
import { serverSettingsSchema } from './server/settings-schema';
import { invalidSettings } from './settings-check';

/** Each setting by name, with the schemas that read it (KEYSTATIC_GITHUB_REPO has two). */
const fields = new Map<string, z.ZodType[]>();
for (const schema of [settingsSchema, serverSettingsSchema, integrationSettingsSchema]) {
  for (const [name, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    fields.set(name, [...(fields.get(name) ?? []), field]);
  }
}

/** A value each setting that is more than free text refuses. */
const probes = ['not a value', '-1'];

function refusedValue(name: string): string | undefined {
  return probes.find((value) => fields.get(name)?.some((field) => !field.safeParse(value).success));
}

/** Zod's own messages that do not say what the setting takes. */
const unhelpful = /Invalid input|Invalid URL|Invalid email|Invalid string|received NaN/;

describe('the check of every setting when the server starts', () => {
  it('takes any text only for names, paths, hosts and keys that services issue', () => {
    const freeText = [...fields.keys()].filter((name) => refusedValue(name) === undefined);
    expect(freeText.sort()).toEqual([
      'DATA_DIR',
      'KEYSTATIC_GITHUB_CLIENT_ID',
      'KEYSTATIC_GITHUB_CLIENT_SECRET',
      'MAIL_FROM',
      'METRICS_HOST',
      'PLAUSIBLE_DOMAIN',
      'POSTHOG_KEY',
      'RECAPTCHA_SECRET_KEY',
      'RECAPTCHA_SITE_KEY',
      'SENTRY_ENVIRONMENT',
      'UNLEASH_APP_NAME',
      'UNLEASH_CLIENT_KEY',
    ]);
  });

  const checked = [...fields.keys()].flatMap((name) => {
    const value = refusedValue(name);
    return value === undefined ? [] : [[name, value] as const];
  });

  it.each(checked)('names %s=%s and what it takes', (name, value) => {
    const named = invalidSettings({ [name]: value }).filter((problem) =>
      new RegExp(`^${name}(\\.\\d+)?: `).test(problem),
    );
    expect(named.length).toBeGreaterThan(0);
    for (const problem of named) expect(problem).not.toMatch(unhelpful);
  });

  it('accepts no configuration at all', () => {
    expect(invalidSettings({})).toEqual([]);
  });

  it('names a server setting, a build-time one and a service at once', () => {
    expect(
      invalidSettings({ TRUST_PROXY_HOPS: 'abc', SITE_URL: 'ftp://example.ch', GTM_ID: 'GTM-1' }),
    ).toEqual([
      'SITE_URL: expected an http or https URL',
      'TRUST_PROXY_HOPS: expected a whole number from 0 to 32',
      'GTM_ID: expected a container id like GTM-ABC1234',
    ]);
  });

  it('asks for a metrics token when the metrics listen beyond loopback', () => {
    expect(invalidSettings({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toEqual([
      'METRICS_TOKEN: required when METRICS_HOST (0.0.0.0) is not loopback: 32 or more random characters',
    ]);
    expect(invalidSettings({ METRICS_PORT: '9464', METRICS_HOST: '127.0.0.1' })).toEqual([]);
    expect(
      invalidSettings({ TRUST_PROXY_HOPS: 'abc', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }),
    ).toHaveLength(2);
  });
});
