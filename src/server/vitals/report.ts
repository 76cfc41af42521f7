import { rate, THRESHOLDS, vitalMetrics, type Rating, type VitalMetric } from './metrics';
import type { DayPoint, Figure, RouteFigures } from './store';

/** Below this many samples one slow phone moves the p75, so no rating is given. */
export const DEFAULT_MIN_SAMPLES = 30;

export const TOO_FEW = 'too few samples';

const metricNames: Record<VitalMetric, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

/** Milliseconds as whole numbers, CLS with three decimals. */
function formatValue(metric: VitalMetric, value: number | undefined): string {
  if (value === undefined) return '–';
  return metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** Google's rating of a p75, or why there is none. */
export function verdict(metric: VitalMetric, figure: Figure, minSamples: number): Rating | string {
  if (figure.count === 0 || figure.p75 === undefined) return 'no samples';
  if (figure.count < minSamples) return TOO_FEW;
  return rate(metric, figure.p75);
}

const HEADER = [
  'route',
  'lang',
  'metric',
  'p75 7 d',
  'n 7 d',
  'rating 7 d',
  'p75 28 d',
  'n 28 d',
  'rating 28 d',
];

function rowsOf(figures: readonly RouteFigures[], minSamples: number): string[][] {
  return figures.map(({ route, locale, metric, recent, month }) => [
    route,
    locale,
    metric,
    formatValue(metric, recent.p75),
    String(recent.count),
    verdict(metric, recent, minSamples),
    formatValue(metric, month.p75),
    String(month.count),
    verdict(metric, month, minSamples),
  ]);
}

/** The figures as a plain-text table: one line per route, language and metric. */
export function textTable(figures: readonly RouteFigures[], minSamples: number): string {
  if (figures.length === 0) return 'No samples in the last 28 days.\n';
  const rows = [HEADER, ...rowsOf(figures, minSamples)];
  const widths = HEADER.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
    .concat('\n');
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

const CHART = { width: 720, height: 240, left: 64, right: 16, top: 16, bottom: 40 };

/** One metric's daily p75 as an SVG line, with the good and poor thresholds as guides. */
function chart(metric: VitalMetric, points: readonly DayPoint[], days: readonly string[]): string {
  const { width, height, left, right, top, bottom } = CHART;
  const { good, poor } = THRESHOLDS[metric];
  const max = Math.max(poor * 1.25, ...points.map((point) => point.p75));
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const x = (day: string) =>
    left + (days.length <= 1 ? plotWidth / 2 : (days.indexOf(day) / (days.length - 1)) * plotWidth);
  const y = (value: number) => top + plotHeight - (value / max) * plotHeight;
  const round = (value: number) => value.toFixed(1);
  const guide = (value: number, label: string, className: string) =>
    `<line class="${className}" x1="${left}" x2="${width - right}" y1="${round(y(value))}" y2="${round(y(value))}"/>` +
    `<text class="axis" x="${left - 6}" y="${round(y(value) + 4)}" text-anchor="end">${escape(label)}</text>`;
  const line = points.map((point) => `${round(x(point.day))},${round(y(point.p75))}`).join(' ');
  const dots = points
    .map(
      (point) =>
        `<circle class="${point.estimated ? 'estimated' : 'exact'}" cx="${round(x(point.day))}" cy="${round(y(point.p75))}" r="3"><title>${escape(
          `${point.day}: ${formatValue(metric, point.p75)} (${point.count} samples${point.estimated ? ', estimated' : ''})`,
        )}</title></circle>`,
    )
    .join('');
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  const titleId = `chart-${metric}-title`;
  const descId = `chart-${metric}-desc`;
  const description =
    points.length === 0
      ? 'No samples.'
      : `Daily p75 from ${first} to ${last}, between ${formatValue(metric, Math.min(...points.map((p) => p.p75)))} and ${formatValue(metric, Math.max(...points.map((p) => p.p75)))}. Good up to ${formatValue(metric, good)}, poor above ${formatValue(metric, poor)}.`;
  return [
    `<svg viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${titleId} ${descId}">`,
    `<title id="${titleId}">${escape(`${metricNames[metric]} (${metric}), p75 per day`)}</title>`,
    `<desc id="${descId}">${escape(description)}</desc>`,
    `<line class="axis-line" x1="${left}" x2="${width - right}" y1="${top + plotHeight}" y2="${top + plotHeight}"/>`,
    guide(good, formatValue(metric, good), 'good'),
    guide(poor, formatValue(metric, poor), 'poor'),
    points.length > 1 ? `<polyline class="series" points="${line}"/>` : '',
    dots,
    `<text class="axis" x="${left}" y="${height - 12}">${escape(first)}</text>`,
    `<text class="axis" x="${width - right}" y="${height - 12}" text-anchor="end">${escape(last)}</text>`,
    '</svg>',
  ].join('');
}

const STYLE = `
body { font: 16px/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
caption { text-align: left; font-weight: 600; padding: 0.5rem 0; }
th, td { text-align: left; padding: 0.25rem 0.5rem; border-bottom: 1px solid #d0d0d0; }
.rating-good { color: #0a6b2f; }
.rating-needs-improvement { color: #7a4d00; }
.rating-poor { color: #a4161a; }
svg { width: 100%; height: auto; }
.axis { font-size: 12px; fill: #444; }
.axis-line { stroke: #444; }
.good { stroke: #0a6b2f; stroke-dasharray: 4 4; }
.poor { stroke: #a4161a; stroke-dasharray: 4 4; }
.series { fill: none; stroke: #1d4ed8; stroke-width: 2; }
.exact { fill: #1d4ed8; }
.estimated { fill: #fff; stroke: #1d4ed8; stroke-width: 1.5; }
`;

const ratingClass = (text: string) => `rating-${text.replace(/\s+/g, '-')}`;

/** One self-contained HTML file: `textTable`'s table, and per metric the site's daily p75. */
export function htmlReport({
  figures,
  series,
  minSamples,
  generatedAt,
}: {
  figures: readonly RouteFigures[];
  series: readonly DayPoint[];
  minSamples: number;
  generatedAt: Date;
}): string {
  const days = [...new Set(series.map((point) => point.day))].sort();
  const ratingColumns = new Set([5, 8]);
  const rows = rowsOf(figures, minSamples)
    .map(
      (row) =>
        `<tr>${row
          .map((cell, column) =>
            column === 0
              ? `<th scope="row">${escape(cell)}</th>`
              : `<td${ratingColumns.has(column) ? ` class="${ratingClass(cell)}"` : ''}>${escape(cell)}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('\n');
  const table =
    figures.length === 0
      ? '<p>No samples in the last 28 days.</p>'
      : `<table>
<caption>p75 per route, language and metric, last 7 and 28 days</caption>
<thead><tr>${HEADER.map((cell) => `<th scope="col">${escape(cell)}</th>`).join('')}</tr></thead>
<tbody>
${rows}
</tbody>
</table>`;
  const charts = vitalMetrics
    .map((metric) => {
      const points = series.filter((point) => point.metric === metric);
      return `<section aria-labelledby="heading-${metric}">
<h3 id="heading-${metric}">${escape(`${metricNames[metric]} (${metric})`)}</h3>
<figure>
${chart(metric, points, days)}
<figcaption>${points.length} days with samples, ${points.reduce((sum, point) => sum + point.count, 0)} samples. Filled dots are exact, hollow ones estimated from the daily aggregates.</figcaption>
</figure>
</section>`;
    })
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Core Web Vitals of real visitors</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>Core Web Vitals of real visitors</h1>
<p>Generated ${escape(generatedAt.toISOString())}. Ratings follow Google's thresholds for the 75th percentile; below ${minSamples} samples a figure gets no rating (${TOO_FEW}).</p>
<h2>Routes</h2>
${table}
<h2>The whole site per day</h2>
${charts}
</main>
</body>
</html>
`;
}
