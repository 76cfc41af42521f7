import { describe, expect, it } from 'vitest';

import { parseBeacon } from './beacon';
import { MAX_VALUE, vitalMetrics } from './metrics';

const context = { device: () => 'mobile' as const, deployment: 'server-deployment' };
const encode = (value: unknown) =>
  new TextEncoder().encode(typeof value === 'string' ? value : JSON.stringify(value));
const parse = (value: unknown) => parseBeacon(encode(value), context);

const beacon = {
  path: '/de/blog/postgres-is-enough/',
  deployment: context.deployment,
  connection: '4g',
  touchPoints: 5,
  metrics: { LCP: 1234.5, CLS: 0.02, INP: 80 },
};

describe('a beacon', () => {
  it("becomes one sample per metric under the route's name and language, never the path", () => {
    const parsed = parse(beacon);
    expect(parsed).toEqual({
      ok: true,
      samples: ['LCP', 'INP', 'CLS'].map((metric) => ({
        route: '/blog/[slug]',
        locale: 'de',
        device: 'mobile',
        connection: '4g',
        deployment: 'server-deployment',
        metric,
        value: beacon.metrics[metric as keyof typeof beacon.metrics],
      })),
    });
  });

  it("takes the server's deployment and an unknown connection where the page names none", () => {
    const parsed = parse({ path: '/about/', connection: '6g', metrics: { TTFB: 90 } });
    expect(parsed.ok && parsed.samples).toEqual([
      {
        route: '/about',
        locale: 'en',
        device: 'mobile',
        connection: 'unknown',
        deployment: 'server-deployment',
        metric: 'TTFB',
        value: 90,
      },
    ]);
  });

  it('takes every metric up to its bound', () => {
    const parsed = parse({ ...beacon, metrics: MAX_VALUE });
    expect(parsed.ok && parsed.samples.map((sample) => sample.value)).toEqual(
      vitalMetrics.map((metric) => MAX_VALUE[metric]),
    );
  });

  it("refuses a page of another deployment and never stores the client's", () => {
    expect(parse({ ...beacon, deployment: 'chosen-by-the-client' })).toEqual({
      ok: false,
      problem: 'another deployment',
    });
  });

  it('hands the device check the touch points the page reported', () => {
    const seen: number[] = [];
    parseBeacon(encode(beacon), {
      ...context,
      device: (touchPoints) => (seen.push(touchPoints), 'tablet'),
    });
    expect(seen).toEqual([5]);
  });

  it('drops a query the path may carry', () => {
    const parsed = parse({ ...beacon, path: '/about/?email=anna@example.ch' });
    expect(parsed.ok && parsed.samples[0]?.route).toBe('/about');
  });

  it.each([
    ['text that is not JSON', 'LCP=1200'],
    ['bytes that are not UTF-8', new Uint8Array([0xff, 0xfe, 0x7b])],
    ['an array', [beacon]],
    ['no metric', { ...beacon, metrics: {} }],
    ['an unknown metric', { ...beacon, metrics: { FID: 12 } }],
    ['a negative value', { ...beacon, metrics: { LCP: -1 } }],
    ['a value as text', { ...beacon, metrics: { LCP: '1200' } }],
    ['an LCP of ten minutes', { ...beacon, metrics: { LCP: 600_000 } }],
    ['a CLS of 100', { ...beacon, metrics: { CLS: 100 } }],
    ...vitalMetrics.map((metric): [string, unknown] => [
      `a ${metric} above its bound`,
      { ...beacon, metrics: { [metric]: MAX_VALUE[metric] + 0.001 } },
    ]),
    ['an unknown field', { ...beacon, userAgent: 'Mozilla/5.0' }],
    ['a malformed deployment', { ...beacon, deployment: 'a b' }],
    ['a path of no page', { ...beacon, path: '/wp-login.php' }],
    ['a blog post that does not exist', { ...beacon, path: '/blog/no-such-post/' }],
    ['a service that does not exist', { ...beacon, path: '/de/dienstleistungen/nothing/' }],
    ['a diagnostic page', { ...beacon, path: '/sentry-client-test/' }],
    ['a path that is not one', { ...beacon, path: 'https://example.com/' }],
    ['a very long path', { ...beacon, path: `/${'a'.repeat(600)}/` }],
  ])('is refused when it holds %s', (_, body) => {
    const parsed = body instanceof Uint8Array ? parseBeacon(body, context) : parse(body as unknown);
    expect(parsed.ok).toBe(false);
  });
});
