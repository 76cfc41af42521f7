import { describe, expect, it } from 'vitest';

import { translateErrors, waitIn } from './messages';

describe('how long a rate-limited visitor waits', () => {
  // 10:00 in Zurich (UTC+1 in November).
  const morning = new Date('2026-11-23T09:00:00Z');

  it('says minutes for a short wait', () => {
    expect(waitIn(30, morning)).toEqual({ wait: 'minutes', count: 1 });
    expect(waitIn(8 * 60, morning)).toEqual({ wait: 'minutes', count: 8 });
    expect(waitIn(90 * 60, morning)).toEqual({ wait: 'minutes', count: 90 });
  });

  it('says hours when the wait ends today, and tomorrow when it ends on another day', () => {
    expect(waitIn(3 * 3600 + 1, morning)).toEqual({ wait: 'hours', count: 4 });
    expect(waitIn(1413 * 60, morning)).toEqual({ wait: 'tomorrow', count: 1 });
    // 22:30 in Zurich: two hours later is already tomorrow there, though not in UTC.
    expect(waitIn(2 * 3600, new Date('2026-11-23T21:30:00Z'))).toEqual({
      wait: 'tomorrow',
      count: 1,
    });
  });
});

describe('field errors in words', () => {
  it("writes a limit's figure as the page does, in either language", async () => {
    const errors = { message: { code: 'tooLong' as const, values: { max: 5000 } } };
    expect(await translateErrors(errors, 'de')).toEqual({
      message: 'Bitte beschränken Sie sich auf höchstens 5’000 Zeichen.',
    });
    expect(await translateErrors(errors, 'en')).toEqual({
      message: 'Please keep this to 5’000 characters at most.',
    });
  });
});
