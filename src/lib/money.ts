import type { getFormatter } from 'next-intl/server';

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/** An amount in Swiss francs, whole francs, in the visitor's language ("CHF 14’500"). */
export function formatChf(format: Formatter, amount: number): string {
  return format.number(amount, { style: 'currency', currency: 'CHF', maximumFractionDigits: 0 });
}
