import 'server-only';

import { Counter, Histogram } from 'prom-client';

import type { VitalSample } from '@/server/vitals/beacon';
import { VITAL_BUCKETS, vitalMetrics, type VitalMetric } from '@/server/vitals/metrics';
import type { RecordOutcome } from '@/server/vitals/store';

import { sharedMetric } from './registry';

/** Prometheus wants base units: seconds for the timings; CLS has none. */
const toBaseUnit = (metric: VitalMetric, value: number) =>
  metric === 'CLS' ? value : value / 1000;

const histograms = Object.fromEntries(
  vitalMetrics.map((metric) => {
    const name = `site_web_vitals_${metric.toLowerCase()}${metric === 'CLS' ? '' : '_seconds'}`;
    const histogram = sharedMetric(
      name,
      (options) =>
        new Histogram({
          ...options,
          help: `Real visitors' ${metric}, by route name, language and device class`,
          labelNames: ['route', 'locale', 'device'],
          // The daily aggregates' buckets, whose bounds include Google's thresholds.
          buckets: VITAL_BUCKETS[metric].map((bound) => toBaseUnit(metric, bound)),
        }),
    );
    return [metric, histogram];
  }),
) as Record<VitalMetric, Histogram>;

/** Observes the samples of one page view, as they are stored. */
export function observeVitals(samples: readonly VitalSample[]): void {
  for (const sample of samples) {
    const metric = sample.metric as VitalMetric;
    histograms[metric].observe(
      { route: sample.route, locale: sample.locale, device: sample.device },
      toBaseUnit(metric, sample.value),
    );
  }
}

type DropReason = Exclude<RecordOutcome, 'stored'>;
const dropReasons: DropReason[] = ['repeat', 'minute-budget', 'table-full'];

const dropped = sharedMetric('site_web_vitals_dropped_total', (options) => {
  const counter = new Counter({
    ...options,
    help: 'Valid beacons not stored, by reason: repeat (client counted today), minute-budget, table-full',
    labelNames: ['reason'],
  });
  // Every series from the start, so that rate() sees the first drop.
  for (const reason of dropReasons) counter.inc({ reason }, 0);
  return counter;
});

/** Counts a beacon that was valid but not stored, by why. */
export function countDroppedVitals(reason: DropReason): void {
  dropped.inc({ reason });
}
