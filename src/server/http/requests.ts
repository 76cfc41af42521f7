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

/** Only the first call subscribes, so that each request runs one handler before Next sees it. */
export function onEveryRequest(handle: (arriving: ArrivingRequest) => void): void {
  if (state.subscribed) return;
  state.subscribed = true;
  subscribe('http.server.request.start', (message) => handle(message as ArrivingRequest));
}

/** Runs for every request: decide from the method or target before anything costly. */
export type EarlyAnswer = (request: IncomingMessage) => Promise<Response | undefined> | undefined;

const answeredServers = new WeakSet<Server>();

const isHostAndPort = (host: string) => !/[/?#@\\]/.test(host) && URL.canParse(`http://${host}`);

/** A request naming two hosts could be routed by one and answered for the other (RFC 9112). */
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

/** Closes an answered request's connection, so the client stops sending a body nobody reads. */
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
