import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

/** What Node's HTTP server publishes as a request arrives, before it hands the request on. */
export type ArrivingRequest = {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  server: Server;
};

type RequestsState = { __everyRequestHandled?: boolean };
// Shared through globalThis: the instrumentation and the routes are bundled apart, and a second
// copy of this module must not subscribe a second time.
const state = globalThis as typeof globalThis & RequestsState;

/**
 * Hands every request this process's HTTP servers receive to `handle`, before Next sees it:
 * under `next start` as under `scripts/start.mjs`, which both serve through Node's HTTP server.
 * The process's one subscriber, so that each request runs one handler, whatever it needs done:
 * called once at server start (`src/instrumentation.ts`); later calls do nothing.
 */
export function onEveryRequest(handle: (arriving: ArrivingRequest) => void): void {
  if (state.__everyRequestHandled) return;
  state.__everyRequestHandled = true;
  subscribe('http.server.request.start', (message) => handle(message as ArrivingRequest));
}
