import { describe, expect, it } from 'vitest';

import { isForeignWrite } from './access';
import { signInPageOf } from './paths';

describe('writes to the editing interface', () => {
  const from = (values: Record<string, string>) =>
    isForeignWrite(new Headers({ host: 'www.limmatlabs.ch', ...values }));

  it('are its own when the browser says so, or when a client outside one says nothing', () => {
    expect(from({ origin: 'https://www.limmatlabs.ch', 'sec-fetch-site': 'same-origin' })).toBe(
      false,
    );
    expect(from({})).toBe(false);
  });

  it('are foreign from another site, another host of the same site, or no origin at all', () => {
    expect(from({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).toBe(true);
    expect(from({ origin: 'https://blog.limmatlabs.ch', 'sec-fetch-site': 'same-site' })).toBe(
      true,
    );
    expect(from({ origin: 'https://evil.example' })).toBe(true);
    expect(from({ origin: 'null' })).toBe(true);
  });
});

describe('the sign-in pages', () => {
  it('are known with and without their trailing slash, and nothing else is one', () => {
    expect(signInPageOf('/keystatic/sign-in/')).toBe('signIn');
    expect(signInPageOf('/keystatic/sign-in/confirm')).toBe('confirm');
    expect(signInPageOf('/keystatic/sign-out/')).toBe('signOut');
    expect(signInPageOf('/keystatic/sign-in/other/')).toBeUndefined();
    expect(signInPageOf('/keystatic')).toBeUndefined();
  });
});
