import 'server-only';

import { Counter, Histogram } from 'prom-client';

import type { ArrivingRequest } from '@/server/http/requests';

import { sharedMetric } from './registry';

/**
 * The folders of src/app/api/ (`requests.test.ts` checks): other API paths count as `other`, so
 * that made-up paths cannot add a series each.
 */
export const apiRoutes = [
  'applications',
  'contact',
  'flags',
  'health',
  'integrations',
  'keystatic',
  'monitoring',
  'proof-of-work',
  'publish',
  'ready',
  'stats',
  'unsubscribe',
  'vitals',
].map((name) => `/api/${name}/`);

const knownApiRoutes = new Set(apiRoutes);

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The log's route name as a label, with an unknown API path as `other`. */
export function routeLabel(route: string): string {
  return route.startsWith('/api/') && !knownApiRoutes.has(route) ? 'other' : route;
}

/** A request method as a label: the common ones by name, anything else as `other`. */
export function methodLabel(method: string | undefined): string {
  return method && methods.has(method) ? method : 'other';
}

const requestsTotal = sharedMetric(
  'site_http_requests_total',
  (options) =>
    new Counter({
      ...options,
      help: 'HTTP requests answered, by route name, method and status',
      labelNames: ['route', 'method', 'status'],
    }),
);

const requestDuration = sharedMetric(
  'site_http_request_duration_seconds',
  (options) =>
    new Histogram({
      ...options,
      help: 'Time from the arrival of a request to the end of its answer, by route name',
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    }),
);

/** Counts a request and times it once its answer is sent; `route` is the log's route name. */
export function measureRequest({ request, response }: ArrivingRequest, route: string): void {
  const stopTimer = requestDuration.startTimer({ route: routeLabel(route) });
  response.once('finish', () => {
    stopTimer();
    requestsTotal.inc({
      route: routeLabel(route),
      method: methodLabel(request.method),
      status: String(response.statusCode),
    });
  });
}
