import { describe, expect, it } from 'vitest';

import { parseServerSettings } from './settings';

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
});
