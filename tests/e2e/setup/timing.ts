import { allPages } from './routes';
import { expect } from './test';

/**
 * What a visitor may wait for a page or a submission while a part the site depends on fails:
 * 99 % of answers within 1 s, none over 2 s. Each fault the tests cause shows as a wait of 3 s
 * or more (the flag service's and the database pool's timeouts, a mail server's 30 s), so the
 * ceiling catches any request that waited for the failing part, and leaves room for a 2-core
 * machine that is busy with other work.
 */
export const FAST_MS = 1_000;
const CEILING_MS = 2_000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length));
  return Math.round(sorted[index] ?? 0);
}

/** `n 40, p50 12 ms, p95 30 ms, max 45 ms`, for the test's output. */
export const summary = (durations: number[]) =>
  `n ${durations.length}, p50 ${percentile(durations, 50)} ms, ` +
  `p95 ${percentile(durations, 95)} ms, max ${percentile(durations, 100)} ms`;

export function expectFast(what: string, durations: number[]) {
  expect(durations.length, what).toBeGreaterThan(0);
  expect(percentile(durations, 99), `${what}: 99th percentile`).toBeLessThan(FAST_MS);
  expect(Math.max(...durations), `${what}: slowest`).toBeLessThan(CEILING_MS);
}

export type PageTiming = {
  path: string;
  status: number;
  ms: number;
  /** performance.now() when the request went out. */
  at: number;
};

/** Requests `path` without following redirects, reads the whole answer, and times it. */
export async function timePage(baseURL: string, path: string): Promise<PageTiming> {
  const at = performance.now();
  const response = await fetch(`${baseURL}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { path, status: response.status, ms: performance.now() - at, at };
}

/** One page per route of the site, in every language it exists in. */
export const samplePaths = allPages()
  .filter((page) => page.exists)
  .map((page) => page.path);

/**
 * Requests every page of `samplePaths` once: the first request to a dynamic route loads and
 * compiles its code (over a second on a busy machine), which is not what a fault test measures.
 */
export async function warmUp(baseURL: string): Promise<void> {
  for (const path of samplePaths) await timePage(baseURL, path);
}

/** A visitor every 50 ms, each on the next page of `samplePaths`, until stopped. */
export function startPageSampler(baseURL: string) {
  const timings: PageTiming[] = [];
  let running = true;
  const loop = (async () => {
    for (let index = 0; running; index += 1) {
      timings.push(await timePage(baseURL, samplePaths[index % samplePaths.length] as string));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    timings,
    stop: async () => {
      running = false;
      await loop;
    },
  };
}
