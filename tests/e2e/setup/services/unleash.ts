import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Toggle = {
  name: string;
  enabled: boolean;
  variant: { name: string; enabled: boolean };
};

type UnleashRequest = {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: string;
  status: number;
};

/** How the service answers: normally, with 500s, or not at all (the client's timeout fires). */
export type UnleashMode = 'ok' | 'error' | 'silent';

export const CLIENT_KEY = 'default:development.unleash-frontend-key';

export function toggle(name: string, enabled: boolean): Toggle {
  return { name, enabled, variant: { name: 'disabled', enabled: false } };
}

/**
 * An Unleash frontend API (the proxy / Edge endpoints) on loopback: `GET|POST /proxy` answers
 * `{ toggles }` with an ETag, 304 to a matching If-None-Match, and 401 without the client key;
 * `POST /proxy/client/metrics` takes usage metrics. Unleash leaves disabled toggles out of the
 * frontend API's answer, and so does this one.
 */
export async function startUnleash(initial: Toggle[] = []) {
  let toggles = initial;
  let mode: UnleashMode = 'ok';
  const requests: UnleashRequest[] = [];
  const metrics: Array<{
    appName: string;
    bucket: { toggles: Record<string, { yes: number; no: number }> };
  }> = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const record: UnleashRequest = {
        method: request.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        status: 0,
      };
      requests.push(record);
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        record.status = status;
        response.writeHead(status, {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...headers,
        });
        response.end(body === undefined ? undefined : JSON.stringify(body));
      };

      if (mode === 'silent') return; // Holds the connection open; the caller times out.
      if (mode === 'error') return send(500, { error: 'internal error' });
      if (request.headers.authorization !== CLIENT_KEY) return send(401, { error: 'unauthorized' });

      if (url.pathname === '/proxy/client/metrics' && request.method === 'POST') {
        metrics.push(JSON.parse(record.body) as (typeof metrics)[number]);
        return send(200);
      }
      if (url.pathname === '/proxy' && (request.method === 'GET' || request.method === 'POST')) {
        const body = { toggles: toggles.filter((candidate) => candidate.enabled) };
        const etag = `"${createHash('sha1').update(JSON.stringify(body)).digest('hex')}"`;
        if (request.headers['if-none-match'] === etag) return send(304, undefined, { etag });
        return send(200, body, { etag });
      }
      return send(404, { error: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    metrics,
    setToggles(next: Toggle[]) {
      toggles = next;
    },
    setMode(next: UnleashMode) {
      mode = next;
    },
    /** Flag requests (not metrics) so far. */
    flagRequests: () => requests.filter((request) => request.path === '/proxy'),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type UnleashServer = Awaited<ReturnType<typeof startUnleash>>;
