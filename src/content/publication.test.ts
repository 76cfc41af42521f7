import { describe, expect, it } from 'vitest';

import { publicationInstant } from './publication';

describe('publicationInstant', () => {
  it('reads a date and time as Swiss time, in winter and in summer', () => {
    expect(publicationInstant('2026-12-01', '09:30').toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
    expect(publicationInstant('2026-07-01', '09:30').toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
  });

  it('takes midnight for a date without a time', () => {
    expect(publicationInstant('2026-12-01').toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('is right on the days the clocks change', () => {
    expect(publicationInstant('2026-03-29', '04:00').toISOString()).toBe(
      '2026-03-29T02:00:00.000Z',
    );
    expect(publicationInstant('2026-10-25', '04:00').toISOString()).toBe(
      '2026-10-25T03:00:00.000Z',
    );
  });
});
