import { describe, expect, it } from 'vitest';

import { VERIFIED, assertVerifiedFramework, unverifiedFramework } from './framework.mjs';

const versions = (next: string, react: string) => (name: string) =>
  name === 'next' ? next : react;

describe('the verified framework', () => {
  it('admits the installed Next and React', () => {
    expect(() => assertVerifiedFramework(process.cwd())).not.toThrow();
  });

  it('admits a later patch and refuses an earlier one, a new minor and a pre-release', () => {
    expect(unverifiedFramework(versions('16.4.9', '19.3.4'))).toEqual([]);
    expect(unverifiedFramework(versions(VERIFIED.next.from, VERIFIED.react.from))).toEqual([]);
    expect(unverifiedFramework(versions('16.4.5', '19.3.1'))).toEqual([
      'next 16.4.5 is outside 16.4.6 up to (not including) 16.5.0',
    ]);
    expect(unverifiedFramework(versions('16.5.0-canary.3', '19.4.0'))).toEqual([
      'next 16.5.0-canary.3 is outside 16.4.6 up to (not including) 16.5.0',
      'react 19.4.0 is outside 19.3.1 up to (not including) 19.4.0',
      'react-dom 19.4.0 is outside 19.3.1 up to (not including) 19.4.0',
    ]);
  });
});
