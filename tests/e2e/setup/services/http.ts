import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
};

export type LocalService = {
  /** The origin, e.g. http://127.0.0.1:41234 */
  url: string;
  /** Every request received, in order. */
  requests: RecordedRequest[];
  stop: () => Promise<void>;
};

/**
 * An HTTP server on loopback inside the test process, standing in for a third-party service: it
 * records every request (with its body) and answers with `respond`. Browsers on another origin
 * may call it (CORS is open, as on the real services).
 */
export async function startLocalService(
  respond: (request: RecordedRequest, response: ServerResponse) => void | Promise<void>,
  { port: wanted = 0 }: { port?: number } = {},
): Promise<LocalService> {
  const requests: RecordedRequest[] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const request: RecordedRequest = {
        method: incoming.method ?? 'GET',
        url: new URL(incoming.url ?? '/', 'http://127.0.0.1'),
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(request);
      response.setHeader('Access-Control-Allow-Origin', incoming.headers.origin ?? '*');
      response.setHeader('Access-Control-Allow-Credentials', 'true');
      response.setHeader('Access-Control-Allow-Headers', 'content-type');
      if (request.method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      Promise.resolve(respond(request, response)).catch((error: unknown) => {
        console.error(error);
        if (!response.headersSent) response.writeHead(500);
        response.end();
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(wanted, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
