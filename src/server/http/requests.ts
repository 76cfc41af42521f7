import 'server-only';

import { subscribe } from 'node:diagnostics_channel';
import { STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

import { securityHeaders } from '@/config/security-headers';
import { processWide } from '@/lib/process-wide';

/** What Node's HTTP server publishes as a request arrives, before it hands the request on. */
export type ArrivingRequest = {
  request: IncomingMessage;
  response: ServerResponse;
  socket: Socket;
  server: Server;
};

const state = processWide('every-request', () => ({ subscribed: false }));

/**
 * Hands every request to `handle` before Next sees it, under `next start` and scripts/start.mjs
 * alike; only the first call subscribes, so that each request runs one handler.
 */
export function onEveryRequest(handle: (arriving: ArrivingRequest) => void): void {
  if (state.subscribed) return;
  state.subscribed = true;
  subscribe('http.server.request.start', (message) => handle(message as ArrivingRequest));
}

/**
 * An answer before Next, or `undefined` to hand the request on. It runs for every request, so it
 * should decide from the method or target before anything costly.
 */
export type EarlyAnswer = (request: IncomingMessage) => Promise<Response | undefined> | undefined;

const answeredServers = new WeakSet<Server>();

/** Whether `host` is a host with an optional port, and nothing else (no path, no user). */
const isHostAndPort = (host: string) => !/[/?#@\\]/.test(host) && URL.canParse(`http://${host}`);

/**
 * Whether a request names one host, as HTTP/1.1 requires (RFC 9112, section 3.2): a request
 * with two could be routed by one and answered for the other. HTTP/1.0 may name none.
 */
function namesOneHost(request: IncomingMessage): boolean {
  const hosts = request.headersDistinct.host ?? [];
  if (hosts.length === 0) return request.httpVersion === '1.0';
  return hosts.length === 1 && isHostAndPort(hosts[0]!);
}

const badHost = () =>
  new Response(`${STATUS_CODES[400]}.\n`, {
    status: 400,
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

/**
 * Puts `answer` in front of Next on `server`, once. An answered request's connection is closed, so
 * that the client stops sending a body nobody reads; the others wait unread, then go to Next.
 */
export function answerBeforeNext(server: Server, answer: EarlyAnswer): void {
  if (answeredServers.has(server)) return;
  answeredServers.add(server);
  // Node would answer a request without Host itself, bare of the site's headers; it is answered
  // here instead. Read per request, so that this applies to the request being parsed already.
  (server as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  const next = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  const handOn = (request: IncomingMessage, response: ServerResponse) => {
    for (const listener of next) listener.call(server, request, response);
  };
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!namesOneHost(request)) {
      void send(response, badHost());
      return;
    }
    const pending = answer(request);
    if (!pending) {
      handOn(request, response);
      return;
    }
    pending.then(
      async (early) => (early ? send(response, early) : handOn(request, response)),
      (error: unknown) => {
        console.error('Could not check a request before reading it', error);
        handOn(request, response);
      },
    );
  });
}

/** A request's headers as the Fetch API has them. */
export function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of Array.isArray(value) ? value : [value ?? '']) headers.append(name, item);
  }
  return headers;
}

// How long a refused client may go on sending before its connection is cut: clients that read no
// answer until their body is sent (Node's fetch, some browsers) then get it instead of a reset.
const LINGER_MS = 5_000;

async function send(response: ServerResponse, answer: Response): Promise<void> {
  const body = Buffer.from(await answer.arrayBuffer());
  for (const [name, value] of Object.entries(securityHeaders)) response.setHeader(name, value);
  answer.headers.forEach((value, name) => response.setHeader(name, value));
  response.writeHead(answer.status, { 'content-length': body.byteLength, connection: 'close' });
  // Node closes a `Connection: close` response's socket once the answer is written, which resets
  // it while the client still sends; this closes the server's side only, reading on for a while.
  const socket = response.socket;
  if (socket) {
    socket.destroySoon = () => {
      socket.end();
      const cut = setTimeout(() => socket.destroy(), LINGER_MS);
      socket.once('close', () => clearTimeout(cut));
    };
  }
  response.end(body);
}
