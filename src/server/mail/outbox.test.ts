import { describe, expect, it } from 'vitest';

import { escapeHtml, headerSafe } from './compose';
import { messageIdFor, retryDelayMs } from './outbox';

const policy = { retryBaseMs: 1000, retryMaxMs: 60_000, maxAttempts: 10, leaseSeconds: 90 };

describe('the outbox', () => {
  it('doubles the delay with each attempt, up to the maximum, with ±20 % jitter', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4].map((attempt) => retryDelayMs(attempt, policy, middle))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
    expect(retryDelayMs(20, policy, middle)).toBe(60_000);
    expect(retryDelayMs(1, policy, () => 0)).toBe(800);
    expect(retryDelayMs(1, policy, () => 1)).toBeCloseTo(1200);
  });

  it('gives each queued email a stable Message-ID in the sender’s domain', () => {
    const id = '1eef5175-d1d4-4a11-ae1e-b7defd49492d';
    expect(messageIdFor(id, 'Limmat Labs <hello@limmatlabs.ch>')).toBe(`<${id}@limmatlabs.ch>`);
    expect(messageIdFor(id, 'hello@limmatlabs.ch')).toBe(`<${id}@limmatlabs.ch>`);
  });
});

describe('email rendering', () => {
  it('never lets a line break into a header value', () => {
    expect(headerSafe('[Contact] Eve\r\nBcc: victim@evil.test')).toBe(
      '[Contact] Eve Bcc: victim@evil.test',
    );
  });

  it('escapes what visitors typed in the HTML part', () => {
    expect(escapeHtml(`<script>alert("x")</script> & 'y'`)).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;',
    );
  });
});
