import { describe, expect, it } from 'vitest';

import { contributorKey } from './contributor';

const secret = Buffer.alloc(32, 1);
const about = { route: '/about', locale: 'en', metric: 'LCP' } as const;
const morning = new Date('2026-11-28T08:00:00Z');

describe("a client's key for a metric", () => {
  const key = contributorKey(secret, '203.0.113.9', about, morning);

  it('is a digest, the same all day for one address, page and metric', () => {
    expect(contributorKey(secret, '203.0.113.9', about, new Date('2026-11-28T23:59:59Z'))).toBe(
      key,
    );
    expect(key).toMatch(/^[\w-]{43}$/);
  });

  it('differs with the day, the address, the route, the language, the metric and the secret', () => {
    const others = [
      contributorKey(secret, '203.0.113.9', about, new Date('2026-11-29T00:00:00Z')),
      contributorKey(secret, '203.0.113.10', about, morning),
      contributorKey(secret, '203.0.113.9', { ...about, route: '/pricing' }, morning),
      contributorKey(secret, '203.0.113.9', { ...about, locale: 'de' }, morning),
      contributorKey(secret, '203.0.113.9', { ...about, metric: 'CLS' }, morning),
      contributorKey(Buffer.alloc(32, 2), '203.0.113.9', about, morning),
    ];
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
  });
});
