import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';

import { processWide } from '@/lib/process-wide';
import { serverSettings } from '@/server/settings';

import { metricsRegistry } from './registry';

type MetricsListenerOptions = {
  port: number;
  host: string;
  /** The bearer token a scrape must send; without it any client that reaches the port may. */
  token?: string | undefined;
};

const state = processWide<{ server?: Server }>('metrics-listener', () => ({}));

const digest = (value: string) => createHash('sha256').update(value).digest();

export function carriesToken(request: Pick<IncomingMessage, 'headers'>, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/** Whether `server` is the metrics listener, whose requests are no visitor's. */
export const servesMetrics = (server: Server) => server === state.server;

/** Never on the site's port, and on loopback unless a token guards it. */
function startMetricsListener({ port, host, token }: MetricsListenerOptions) {
  const server = createServer((request, response) => {
    if (token && !carriesToken(request, token)) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('Unauthorized\n');
      return;
    }
    if ((request.url ?? '/').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    metricsRegistry.metrics().then(
      (text) => {
        response.writeHead(200, {
          'content-type': metricsRegistry.contentType,
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        console.error('Metrics: the exposition could not be written', error);
        response.writeHead(500).end();
      },
    );
  });
  state.server = server;
  return new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

/** A taken port stops the server, or the operator would see the site down without knowing why. */
export async function serveMetrics(): Promise<void> {
  const { METRICS_PORT: port, METRICS_HOST: host, METRICS_TOKEN: token } = serverSettings;
  if (!port || state.server) return;
  try {
    await startMetricsListener({ port, host, token });
  } catch (error) {
    console.error(
      `Metrics: cannot listen on ${host}:${port} (${(error as Error).message}). The server stops.`,
    );
    process.exit(1);
  }
  console.log(
    `Metrics at http://${host.includes(':') ? `[${host}]` : host}:${port}/metrics` +
      (token ? ', for scrapes with the bearer token' : ''),
  );
}

export async function stopMetricsListener(): Promise<void> {
  const server = state.server;
  if (!server?.listening) return;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeAllConnections();
  await closed;
}
