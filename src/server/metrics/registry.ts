import 'server-only';

import { collectDefaultMetrics, Registry, type Metric } from 'prom-client';

import { processWide } from '@/lib/process-wide';

/**
 * Gauges named `_total`, which Prometheus reserves for counters (`promtool check metrics`);
 * `nodejs_active_handles` and its siblings carry the same counts.
 */
const misnamedDefaults = [
  'nodejs_active_handles_total',
  'nodejs_active_requests_total',
  'nodejs_active_resources_total',
];

function createRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  for (const name of misnamedDefaults) registry.removeSingleMetric(name);
  return registry;
}

/** The process's one registry: the site's metrics and Node's process metrics. */
export const metricsRegistry: Registry = processWide('metrics-registry', createRegistry);

/** The metric `name`, created by `create` once per process: registered twice, it would throw. */
export function sharedMetric<M extends Metric>(
  name: string,
  create: (options: { name: string; registers: Registry[] }) => M,
): M {
  const metrics = processWide('metrics', () => new Map<string, Metric>());
  let metric = metrics.get(name);
  if (!metric) {
    metric = create({ name, registers: [metricsRegistry] });
    metrics.set(name, metric);
  }
  return metric as M;
}
