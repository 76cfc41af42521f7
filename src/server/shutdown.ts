import 'server-only';

import type { Server, ServerResponse } from 'node:http';

import { processWide } from '@/lib/process-wide';
import type { ArrivingRequest } from '@/server/http/requests';
import { serverSettings } from '@/server/settings';

/** Requests still running after this do not hold the shutdown up. */
const DRAIN_LIMIT_MS = 5_000;
/** How long the email worker may take to finish what it is sending. */
const STOP_LIMIT_MS = 5_000;

async function within(work: Promise<unknown> | true, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false)));
  const settled = await Promise.race([Promise.resolve(work).then(() => true), timeout]);
  clearTimeout(timer);
  return settled;
}

const state = processWide('shutdown', () => ({ registered: false, shuttingDown: false }));

/** Whether the process has begun to shut down: readiness answers 503 from then on. */
export const isShuttingDown = () => state.shuttingDown;

/** `track` sees every request arrive, so this works under `next start` and scripts/start.mjs. */
export function gracefulShutdown() {
  const delayMs = serverSettings.SHUTDOWN_DELAY_MS;
  const servers = new Set<Server>();
  const inFlight = new Set<ServerResponse>();
  let drained: (() => void) | undefined;

  const shutDown = async (stop: () => Promise<void>) => {
    if (isShuttingDown()) return;
    state.shuttingDown = true;
    // Readiness already says 503; meanwhile a load balancer's next probe takes this instance out
    // of its rotation, and what it sends until then is still served.
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    // `next start` exits from its own signal handler once its connections have closed, which can
    // be before `stop` has closed the database: an exit asked for meanwhile waits for this one.
    const exit = process.exit.bind(process);
    process.exit = (() => undefined) as typeof process.exit;
    for (const server of servers) {
      if (server.listening) server.close();
      server.closeIdleConnections();
    }
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('connection', 'close');
    }
    const allDone = inFlight.size === 0 || new Promise<void>((resolve) => (drained = resolve));
    if (!(await within(allDone, DRAIN_LIMIT_MS))) {
      console.error(
        `Shutdown: ${inFlight.size} requests still running after ${DRAIN_LIMIT_MS / 1000} s; not waiting`,
      );
    }
    // An email being sent when the limit passes stays in the outbox and goes out after the next
    // start; a request still running may find the database closed and answer 503.
    const stopped = stop().then(
      () => true,
      (error: unknown) => {
        console.error('Shutdown: the email worker or the database did not stop cleanly', error);
        return true;
      },
    );
    if (!(await within(stopped, STOP_LIMIT_MS))) {
      console.error(`Shutdown: the email worker did not stop within ${STOP_LIMIT_MS / 1000} s`);
    }
    exit(0);
  };

  return {
    track({ response, server }: ArrivingRequest) {
      servers.add(server);
      inFlight.add(response);
      // Ends the connection with this answer, so a keep-alive client does not send another.
      if (isShuttingDown()) response.setHeader('connection', 'close');
      response.once('close', () => {
        inFlight.delete(response);
        if (inFlight.size === 0) drained?.();
      });
    },
    onSignals(stop: () => Promise<void>) {
      if (state.registered) return;
      state.registered = true;
      for (const signal of ['SIGTERM', 'SIGINT'] as const) {
        process.on(signal, () => void shutDown(stop));
      }
    },
  };
}
