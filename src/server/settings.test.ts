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
});
