import { site } from '@/config/site';
import { languages } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { keepRangesTogether, swissThousands } from '@/i18n/typography';

const chf: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CHF',
  maximumFractionDigits: 0,
};
// Percent as a unit takes 8.1 for 8.1%, the way content and settings write it, where the
// `percent` style would need 0.081.
const percent: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'percent',
  maximumFractionDigits: 2,
};

/**
 * A figure set like the site's text (`swissThousands`) that never breaks: Intl writes an ordinary
 * space before a unit ("70 Minuten") and allows a break after a range's dash.
 */
function unbreakable(text: string): string {
  // Intl writes a hyphen for the minus sign ("-38%"); a figure takes the minus sign (−38%).
  return keepRangesTogether(swissThousands(text.replace(/ /g, '\u00a0').replace(/-(?=\d)/g, '−')));
}

/**
 * Intl's number format in the language's `formats` locale (src/i18n/languages.ts), en-CH for
 * English too, as every figure is Swiss. next-intl's formatter uses the bare `de` ("14.500 CHF",
 * "8,1 %"), so numbers reach messages as strings from here.
 */
function numberFormat(locale: Locale, options?: Intl.NumberFormatOptions) {
  const format = new Intl.NumberFormat(languages[locale].formats, options);
  return {
    format: (value: number) => unbreakable(format.format(value)),
    formatRange: (min: number, max: number) => unbreakable(format.formatRange(min, max)),
  };
}

/** Two ends of a range, or one value when they meet (Intl would print "≈" before it). */
function range(format: ReturnType<typeof numberFormat>, min: number, max: number): string {
  return min === max ? format.format(min) : format.formatRange(min, max);
}

/** A plain number: "14’500", "4.7". */
export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

/** An amount in whole Swiss francs: "CHF 14’500". */
export function formatChf(locale: Locale, amount: number): string {
  return numberFormat(locale, chf).format(amount);
}

/** A span of Swiss francs, such as a salary band: "CHF 120’000–145’000". */
export function formatChfRange(locale: Locale, min: number, max: number): string {
  return range(numberFormat(locale, chf), min, max);
}

/** A large amount in short words: "CHF 1.6 Mio." in German, "CHF 1.6M" in English. */
export function formatChfCompact(locale: Locale, amount: number): string {
  return numberFormat(locale, { ...chf, notation: 'compact', maximumFractionDigits: 1 }).format(
    amount,
  );
}

/** A percentage, given in percent (8.1, not 0.081): "8.1%". */
export function formatPercent(locale: Locale, value: number): string {
  return numberFormat(locale, percent).format(value);
}

/** A span of percentages (a workload): "80–100%", the sign once, as Swiss job titles write it. */
export function formatPercentRange(locale: Locale, min: number, max: number): string {
  if (min === max) return formatPercent(locale, min);
  return unbreakable(`${formatNumber(locale, min)}–${formatPercent(locale, max)}`);
}

export const durationUnits = ['minute', 'hour', 'day', 'week', 'month'] as const;

export type DurationUnit = (typeof durationUnits)[number];

/** A length of time in words: "70 minutes", "8 Wochen". */
export function formatDuration(locale: Locale, value: number, unit: DurationUnit): string {
  return numberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
}

/** A figure a text reports (a case study's results), so that no text holds a formatted number. */
export type Figure =
  | { count: number }
  | { percent: number }
  | { chf: number; compact?: boolean }
  | { duration: number; unit: DurationUnit }
  | { rating: number; outOf: number };

/** A figure as the visitor reads it: "-45%", "CHF 1.6 Mio.", "4.7 / 5", "70 Minuten". */
export function formatFigure(locale: Locale, figure: Figure): string {
  if ('percent' in figure) return formatPercent(locale, figure.percent);
  if ('chf' in figure) {
    return figure.compact ? formatChfCompact(locale, figure.chf) : formatChf(locale, figure.chf);
  }
  if ('duration' in figure) return formatDuration(locale, figure.duration, figure.unit);
  if ('rating' in figure) {
    return `${formatNumber(locale, figure.rating)}\u00a0/\u00a0${formatNumber(locale, figure.outOf)}`;
  }
  return formatNumber(locale, figure.count);
}

/** A day in words as the Swiss write it: "14 October 2026", "14. Oktober 2026". */
export function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(languages[locale].formats, {
    dateStyle: 'long',
    timeZone: site.timeZone,
  }).format(new Date(isoDate));
}
