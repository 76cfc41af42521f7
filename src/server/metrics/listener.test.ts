import { describe, expect, it } from 'vitest';

import { carriesToken } from './listener';

const token = 'metrics-token-0123456789abcdef0123456789';
const request = (authorization?: string) => ({ headers: { authorization } });

describe('carriesToken', () => {
  it('takes the bearer token and nothing else', () => {
    expect(carriesToken(request(`Bearer ${token}`), token)).toBe(true);
    expect(carriesToken(request(`bearer ${token}`), token)).toBe(true);
    expect(carriesToken(request(), token)).toBe(false);
    expect(carriesToken(request(token), token)).toBe(false);
    expect(carriesToken(request(`Bearer ${token}x`), token)).toBe(false);
    expect(carriesToken(request(`Basic ${token}`), token)).toBe(false);
  });
});
