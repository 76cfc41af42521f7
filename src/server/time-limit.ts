import 'server-only';

/**
 * `work`'s result, or `fallback` when it fails or has not settled within `ms`: for a probe (a
 * readiness check, a metric read at scrape time) that must answer in time whatever the database
 * does.
 */
export async function resultWithin<T, F>(
  work: Promise<T>,
  ms: number,
  fallback: F,
): Promise<T | F> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<F>((resolve) => {
    timer = setTimeout(resolve, ms, fallback);
  });
  try {
    return await Promise.race([work.catch(() => fallback), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
