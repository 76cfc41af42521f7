import type { IConfig } from 'unleash-proxy-client';

/** Spec §9's refresh interval and request timeout. */
export const FLAG_REFRESH_SECONDS = 10;
export const FLAG_TIMEOUT_MS = 3_000;
/** Spec §9's usage metrics intervals: the library's defaults, kept explicit. */
const FLAG_METRICS_SECONDS = 30;
const FLAG_METRICS_FIRST_SECONDS = 2;

function withTimeout(signal: AbortSignal | null | undefined, timeoutMs: number): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  // Browsers without AbortSignal.any (Safari before 17.4) keep the timeout, which matters more.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * A fetch that gives up after `timeoutMs`: unleash-proxy-client has no timeout and swallows an
 * abort through its own controller, but a TimeoutError puts it into its error state.
 */
export function fetchWithTimeout(timeoutMs = FLAG_TIMEOUT_MS): typeof fetch {
  return (input, init) => fetch(input, { ...init, signal: withTimeout(init?.signal, timeoutMs) });
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
