import { describe, expect, it } from 'vitest';

import { parseServerSettings } from './settings-schema';

describe('parseServerSettings', () => {
  it('trusts no proxy by default, and the number of hops it is given', () => {
    expect(parseServerSettings({}).TRUST_PROXY_HOPS).toBe(0);
    expect(parseServerSettings({ TRUST_PROXY_HOPS: '2' }).TRUST_PROXY_HOPS).toBe(2);
  });

  it.each(['-1', '1.5', 'one', '33'])('rejects TRUST_PROXY_HOPS=%s, naming it', (value) => {
    expect(() => parseServerSettings({ TRUST_PROXY_HOPS: value })).toThrow('TRUST_PROXY_HOPS');
  });

  it("asks for the editor's GitHub secrets when a repository is given, naming each", () => {
    expect(() => parseServerSettings({ KEYSTATIC_GITHUB_REPO: 'agency/website' })).toThrow(
      /KEYSTATIC_GITHUB_CLIENT_ID: required[\s\S]*KEYSTATIC_GITHUB_CLIENT_SECRET[\s\S]*KEYSTATIC_SECRET/,
    );
    const github = {
      KEYSTATIC_GITHUB_REPO: 'agency/website',
      KEYSTATIC_GITHUB_CLIENT_ID: 'Iv23liExample',
      KEYSTATIC_GITHUB_CLIENT_SECRET: 'secret',
      KEYSTATIC_SECRET: 'short',
    };
    expect(() => parseServerSettings(github)).toThrow('KEYSTATIC_SECRET: Too small');
    expect(
      parseServerSettings({ ...github, KEYSTATIC_SECRET: 'x'.repeat(32) })
        .KEYSTATIC_GITHUB_CLIENT_ID,
    ).toBe('Iv23liExample');
  });

  it('sends every lead to a webhook by default, the forms it is given, and needs a JSON secret', () => {
    expect(parseServerSettings({}).WEBHOOK_SLACK_FORMS).toEqual(['contact', 'application']);
    expect(parseServerSettings({ WEBHOOK_TEAMS_FORMS: 'application' }).WEBHOOK_TEAMS_FORMS).toEqual(
      ['application'],
    );
    expect(() => parseServerSettings({ WEBHOOK_SLACK_FORMS: 'contact,newsletters' })).toThrow(
      'WEBHOOK_SLACK_FORMS',
    );
    expect(() => parseServerSettings({ WEBHOOK_JSON_URL: 'https://crm.example.ch/hooks' })).toThrow(
      'WEBHOOK_JSON_SECRET: required with WEBHOOK_JSON_URL',
    );
    expect(() => parseServerSettings({ WEBHOOK_SLACK_URL: 'ftp://hooks.example.ch' })).toThrow(
      'WEBHOOK_SLACK_URL',
    );
  });

  it('serves no metrics by default, and metrics on loopback, or beyond it with a token only', () => {
    expect(parseServerSettings({}).METRICS_PORT).toBeUndefined();
    expect(parseServerSettings({ METRICS_PORT: '9464' })).toMatchObject({
      METRICS_PORT: 9464,
      METRICS_HOST: '127.0.0.1',
    });
    expect(() => parseServerSettings({ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' })).toThrow(
      'METRICS_TOKEN: required when METRICS_HOST (0.0.0.0) is not loopback',
    );
    expect(
      parseServerSettings({
        METRICS_PORT: '9464',
        METRICS_HOST: '0.0.0.0',
        METRICS_TOKEN: 't'.repeat(32),
      }).METRICS_HOST,
    ).toBe('0.0.0.0');
    expect(parseServerSettings({ METRICS_PORT: '9464', METRICS_HOST: '::1' }).METRICS_HOST).toBe(
      '::1',
    );
    expect(() => parseServerSettings({ METRICS_PORT: '0' })).toThrow('METRICS_PORT');
    expect(() => parseServerSettings({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
  });
});
