import type { IConfig } from 'unleash-proxy-client';

import { siteFetch } from '@/lib/fetch-client';

/** Spec §9's refresh interval and request timeout. */
export const FLAG_REFRESH_SECONDS = 10;
export const FLAG_TIMEOUT_MS = 3_000;
/** Spec §9's usage metrics intervals: the library's defaults, kept explicit. */
const FLAG_METRICS_SECONDS = 30;
const FLAG_METRICS_FIRST_SECONDS = 2;

// unleash-proxy-client has no timeout and swallows an abort through its own controller, but a
// TimeoutError puts it into its error state. Only its GETs are retried, its metrics never.
export function fetchWithTimeout(timeoutMs = FLAG_TIMEOUT_MS): typeof fetch {
  return (input, init) => siteFetch(input, { ...init, timeoutMs });
}

/** The options the site's flag clients share, in the browser and on the server. */
export const sharedFlagClientOptions = {
  refreshInterval: FLAG_REFRESH_SECONDS,
  metricsInterval: FLAG_METRICS_SECONDS,
  metricsIntervalInitial: FLAG_METRICS_FIRST_SECONDS,
} satisfies Partial<IConfig>;

/** The flags the site reads, each with the setting that is its default. */
export type FlagName = 'show_blog';

export type FlagState = 'initializing' | 'healthy' | 'error';
