import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

import { htmlReport, textTable, TOO_FEW, verdict } from './report';
import type { DayPoint, RouteFigures } from './store';

const figures: RouteFigures[] = [
  {
    route: '/about',
    locale: 'de',
    metric: 'LCP',
    recent: { count: 40, p75: 2100 },
    month: { count: 120, p75: 2600 },
  },
  {
    route: '/about',
    locale: 'de',
    metric: 'CLS',
    recent: { count: 0, p75: undefined },
    month: { count: 3, p75: 0.31 },
  },
];

const series: DayPoint[] = [
  { day: '2026-10-01', metric: 'LCP', count: 50, p75: 2450, estimated: true },
  { day: '2026-11-20', metric: 'LCP', count: 60, p75: 2700, estimated: false },
  { day: '2026-11-20', metric: 'CLS', count: 3, p75: 0.31, estimated: false },
];

describe('the rating of a figure', () => {
  it("is Google's with enough samples, and says why there is none otherwise", () => {
    expect(verdict('LCP', { count: 30, p75: 2600 }, 30)).toBe('needs improvement');
    expect(verdict('LCP', { count: 29, p75: 2600 }, 30)).toBe(TOO_FEW);
    expect(verdict('LCP', { count: 0, p75: undefined }, 30)).toBe('no samples');
  });
});

describe('the table', () => {
  it('has a line per route, language and metric with both periods', () => {
    const lines = textTable(figures, 30).trimEnd().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^route\s+lang\s+metric\s+p75 7 d\s+n 7 d\s+rating 7 d\s+p75 28 d/);
    expect(lines[1]).toMatch(
      /^\/about\s+de\s+LCP\s+2100 ms\s+40\s+good\s+2600 ms\s+120\s+needs improvement$/,
    );
    expect(lines[2]).toMatch(
      /^\/about\s+de\s+CLS\s+–\s+0\s+no samples\s+0\.310\s+3\s+too few samples$/,
    );
  });

  it('says so when there is nothing', () => {
    expect(textTable([], 30)).toBe('No samples in the last 28 days.\n');
  });
});

describe('the HTML report', () => {
  const html = htmlReport({ figures, series, minSamples: 30, generatedAt: new Date(0) });

  it('is valid HTML that loads nothing from elsewhere', async () => {
    const report = await new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: { 'no-inline-style': 'off', 'attribute-boolean-style': 'off' },
    }).validateString(html);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
    expect(html).not.toMatch(/\b(src|href)=/);
    expect(html).not.toMatch(/https?:\/\//);
  });

  it('has a titled chart per metric, with a dot per day that has samples', () => {
    for (const metric of ['LCP', 'INP', 'CLS', 'FCP', 'TTFB']) {
      expect(html).toContain(`<title id="chart-${metric}-title">`);
    }
    expect(html.match(/<circle class="estimated"/g)).toHaveLength(1);
    expect(html.match(/<circle class="exact"/g)).toHaveLength(2);
    expect(html).toContain('2026-11-20: 2700 ms (60 samples)');
  });
});
