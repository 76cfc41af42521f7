import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  formatChf,
  formatChfCompact,
  formatChfRange,
  formatDate,
  formatDuration,
  formatFigure,
  formatNumber,
  formatPercent,
  formatPercentRange,
} from './format';

// Swiss Intl data writes thousands with an apostrophe (U+0027 in Node 20's ICU) in both languages.
// No figure breaks across lines: spaces are no-break spaces (\u00a0) and a word joiner (\u2060)
// follows a range's dash.
describe('the Swiss number formats', () => {
  it.each([
    ['de', 'CHF\u00a014’500', 'CHF\u00a0120’000–\u2060145’000', '8.1%', '14’500', '4.7'],
    ['en', 'CHF\u00a014’500', 'CHF\u00a0120’000–\u2060145’000', '8.1%', '14’500', '4.7'],
  ] as const)('formats for %s', (locale, amount, range, percent, number, decimal) => {
    expect(formatChf(locale, 14500)).toBe(amount);
    expect(formatChfRange(locale, 120000, 145000)).toBe(range);
    expect(formatPercent(locale, 8.1)).toBe(percent);
    expect(formatNumber(locale, 14500)).toBe(number);
    expect(formatNumber(locale, 4.7)).toBe(decimal);
  });

  it('never writes the German-German formats', () => {
    expect(formatChf('de', 14500)).not.toMatch(/14\.500|CHF$/);
    expect(formatPercent('de', 8.1)).not.toContain(',');
  });

  it('rounds amounts to whole francs', () => {
    expect(formatChf('de', 2899.6)).toBe('CHF\u00a02’900');
  });

  it('writes a range whose ends meet as one value', () => {
    expect(formatChfRange('de', 145000, 145000)).toBe('CHF\u00a0145’000');
    expect(formatPercentRange('de', 100, 100)).toBe('100%');
  });

  it('writes percentage ranges', () => {
    expect(formatPercentRange('de', 80, 100)).toBe('80–\u2060100%');
    expect(formatPercentRange('en', 60, 100)).toBe('60–\u2060100%');
  });

  it('writes large amounts in short words per language', () => {
    expect(formatChfCompact('de', 1_600_000)).toBe('CHF\u00a01.6\u00a0Mio.');
    expect(formatChfCompact('en', 1_600_000)).toBe('CHF\u00a01.6M');
  });

  it('writes durations in words per language', () => {
    expect(formatDuration('de', 8, 'week')).toBe('8\u00a0Wochen');
    expect(formatDuration('en', 70, 'minute')).toBe('70\u00a0minutes');
  });
});

describe('formatFigure', () => {
  it.each([
    [{ count: 38 }, '38', '38'],
    [{ percent: -45 }, '−45%', '−45%'],
    [{ percent: 99.95 }, '99.95%', '99.95%'],
    [{ chf: 310000 }, 'CHF\u00a0310’000', 'CHF\u00a0310’000'],
    [{ chf: 1600000, compact: true }, 'CHF\u00a01.6\u00a0Mio.', 'CHF\u00a01.6M'],
    [{ duration: 4, unit: 'day' }, '4\u00a0Tage', '4\u00a0days'],
    [{ rating: 4.7, outOf: 5 }, '4.7\u00a0/\u00a05', '4.7\u00a0/\u00a05'],
  ] as const)('writes %j as %s in German and %s in English', (figure, german, english) => {
    expect(formatFigure('de', figure)).toBe(german);
    expect(formatFigure('en', figure)).toBe(english);
  });
});

describe('numbers written by hand in content and messages', () => {
  const files = ['content', 'messages'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(md|json)$/.test(name))
      .map((name) => join(folder, name)),
  );

  // What `de` and `en` write but `de-CH` and `en-CH` do not: "14.500", "14,500", "8,1", "8.1 %",
  // and a typographic apostrophe where Intl writes U+0027.
  it.each([
    ['a thousands separator other than the apostrophe', /\d[.,]\d{3}(?!\d)/],
    ['a decimal comma', /\d,\d/],
    ['a space before the percent sign', /\d %/],
    ['a typographic apostrophe between digits', /\d\u2019\d/],
  ])('have no %s', (_, pattern) => {
    const offending = files.filter((file) => pattern.test(readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('leave ICU number arguments out of messages, which next-intl formats with the bare locale', () => {
    const offending = files.filter(
      (file) =>
        file.startsWith('messages') && /\{\s*\w+\s*,\s*number\b/.test(readFileSync(file, 'utf8')),
    );
    expect(offending).toEqual([]);
  });
});

describe('formatDate', () => {
  it('writes a day the Swiss way in both languages, on the Swiss calendar day', () => {
    expect(formatDate('en', '2026-10-14')).toBe('14 October 2026');
    expect(formatDate('de', '2026-10-14')).toBe('14. Oktober 2026');
    // Late on the 31st in Zurich is already the 1st there, whatever the server's zone.
    expect(formatDate('en', '2026-10-31T23:30:00Z')).toBe('1 November 2026');
  });
});
