import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

/** The headers of a raw answer, by lower-case name. */
export function headersOf(answer: string): Record<string, string> {
  const lines = answer.slice(0, answer.indexOf('\r\n\r\n')).split('\r\n').slice(1);
  return Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
}

/** Bytes written to the server as they are, and its whole answer as text. */
export function rawExchange(baseURL: string, bytes: string): Promise<string> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(bytes));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

/**
 * Sends a request's head and none of the body it declares, and resolves with what the server
 * answers before it closes the connection; an answer that waits for the body never comes.
 * `from` is the loopback address to send from (each 127.x.y.z is a client of its own).
 */
export function answerToHead(
  baseURL: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  { from }: { from?: string } = {},
) {
  const { hostname, port } = new URL(baseURL);
  const head = Object.entries({ host: `${hostname}:${port}`, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect({ port: Number(port), host: hostname, localAddress: from }, () =>
        socket.write(`${method} ${path} HTTP/1.1\r\n${head}\r\n`),
      );
      let answer = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (answer += chunk));
      socket.on('end', () =>
        resolve({
          status: Number(answer.slice(9, 12)),
          headers: headersOf(answer),
          body: answer.slice(answer.indexOf('\r\n\r\n') + 4),
        }),
      );
      socket.on('error', reject);
    },
  );
}

/**
 * Starts a CV upload that declares more than it sends and drops the connection, as a phone that
 * loses its network does; resolves once the connection is closed.
 */
export function dropUpload(baseURL: string, path: string): Promise<void> {
  const { hostname, port } = new URL(baseURL);
  const boundary = 'dropped-upload';
  const head =
    `POST ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n` +
    `content-type: multipart/form-data; boundary=${boundary}\r\ncontent-length: 1048576\r\n\r\n`;
  const part =
    `--${boundary}\r\ncontent-disposition: form-data; name="cv"; filename="cv.pdf"\r\n` +
    `content-type: application/pdf\r\n\r\n%PDF-1.7\n${'0'.repeat(16 * 1024)}`;
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(head + part, () => socket.destroy());
    });
    socket.on('close', () => resolve());
    socket.on('error', reject);
  });
}

/** A whole request sent from the loopback address `from`, and the server's whole answer. */
export function requestFrom(
  baseURL: string,
  from: string,
  {
    method = 'GET',
    path,
    headers = {},
    body = '',
  }: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      { host: hostname, port, path, method, headers, localAddress: from },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
