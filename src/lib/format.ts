import { site } from '@/config/site';
import { languages } from '@/i18n/languages';
import type { Locale } from '@/i18n/locales';
import { keepRangesTogether, swissThousands } from '@/i18n/typography';

const chf: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'CHF',
  maximumFractionDigits: 0,
};
// As a unit, percent takes 8.1 for 8.1%, as content and settings write it; `percent` needs 0.081.
const percent: Intl.NumberFormatOptions = {
  style: 'unit',
  unit: 'percent',
  maximumFractionDigits: 2,
};

/** Intl writes an ordinary space before a unit ("70 Minuten") and allows a break after a dash. */
function unbreakable(text: string): string {
  // Intl writes a hyphen for the minus sign ("-38%"); a figure takes the minus sign (−38%).
  return keepRangesTogether(swissThousands(text.replace(/ /g, '\u00a0').replace(/-(?=\d)/g, '−')));
}

/** next-intl would format with the bare `de` ("14.500 CHF"): numbers reach messages from here. */
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

export function formatNumber(locale: Locale, value: number): string {
  return numberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}

export function formatChf(locale: Locale, amount: number): string {
  return numberFormat(locale, chf).format(amount);
}

export function formatChfRange(locale: Locale, min: number, max: number): string {
  return range(numberFormat(locale, chf), min, max);
}

export function formatChfCompact(locale: Locale, amount: number): string {
  return numberFormat(locale, { ...chf, notation: 'compact', maximumFractionDigits: 1 }).format(
    amount,
  );
}

/** Given in percent: 8.1, not 0.081. */
export function formatPercent(locale: Locale, value: number): string {
  return numberFormat(locale, percent).format(value);
}

/** "80–100%", the sign once, as Swiss job titles write it. */
export function formatPercentRange(locale: Locale, min: number, max: number): string {
  if (min === max) return formatPercent(locale, min);
  return unbreakable(`${formatNumber(locale, min)}–${formatPercent(locale, max)}`);
}

export const durationUnits = ['minute', 'hour', 'day', 'week', 'month'] as const;

export type DurationUnit = (typeof durationUnits)[number];

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

export function formatDate(locale: Locale, isoDate: string): string {
  return new Intl.DateTimeFormat(languages[locale].formats, {
    dateStyle: 'long',
    timeZone: site.timeZone,
  }).format(new Date(isoDate));
}
