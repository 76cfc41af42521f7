import 'server-only';

/**
 * `work`'s result, or `fallback` when it fails or takes longer than `ms`: for probes (readiness,
 * metrics at scrape time) that must answer in time whatever the database does.
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
