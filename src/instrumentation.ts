import type { Instrumentation } from 'next';

/** Runs once at server start, before any request (not at build, not on the edge). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { followRequest, logTheConsole, routeName } = await import('@/server/log');
  logTheConsole();
  const [
    { answerBeforeNext, onEveryRequest },
    { clientAddressStamper },
    { gracefulShutdown },
    { refusalFromHeaders },
    { measureRequest },
    { serveMetrics, servesMetrics, stopMetricsListener },
  ] = await Promise.all([
    import('@/server/http/requests'),
    import('@/server/http/client-address'),
    import('@/server/shutdown'),
    import('@/features/forms/refusal-from-headers'),
    import('@/server/metrics/requests'),
    import('@/server/metrics/listener'),
  ]);
  const stampClientAddress = clientAddressStamper();
  const shutdown = gracefulShutdown();
  const refusal = refusalFromHeaders();
  // Everything each request needs on arrival, in one handler (log, metrics, client address,
  // shutdown, refusal); a scrape of the metrics listener is no visitor's request.
  onEveryRequest((arriving) => {
    if (servesMetrics(arriving.server)) return;
    const route = routeName(arriving.request.url);
    followRequest(arriving, route);
    measureRequest(arriving, route);
    stampClientAddress(arriving);
    shutdown.track(arriving);
    answerBeforeNext(arriving.server, refusal);
  });
  // Before the rest, so that the SDK instruments what the rest loads.
  const { startServerErrorReporting } = await import('@/integrations/sentry/server');
  await startServerErrorReporting();
  const [{ bootLeadServices, stopLeadServices }, { flagSnapshot }] = await Promise.all([
    import('@/server/lead-services'),
    import('@/integrations/flags/service'),
  ]);
  // Run once the requests have drained: a scrape during the shutdown delay still answers.
  shutdown.onSignals(async () => {
    await Promise.all([stopLeadServices(), stopMetricsListener()]);
  });
  // The flags' first fetch waits for an answer or its timeout: done here, no visitor waits for
  // it, not even while the flag service does not answer. Without a flag service it does nothing.
  await Promise.all([bootLeadServices(), flagSnapshot()]);
  const [{ bringContentUpToDate }, { scheduleNextPublish }] = await Promise.all([
    import('@/server/content-versions/startup'),
    import('@/server/publishing/schedule'),
  ]);
  await bringContentUpToDate();
  // Under `npm run edit` the content is read again at every change, scheduled posts included.
  if (process.env.NODE_ENV === 'production') scheduleNextPublish();
  await serveMetrics();
}

/** Hands errors of requests to error reporting, which drops them when it is not configured. */
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { reportRequestError } = await import('@/integrations/sentry/server');
  await reportRequestError(...args);
};
