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

/**
 * Sends a request's head and none of the body it declares, and resolves with what the server
 * answers before it closes the connection; an answer that waits for the body never comes.
 */
export function answerToHead(
  baseURL: string,
  method: string,
  path: string,
  headers: Record<string, string>,
) {
  const { hostname, port } = new URL(baseURL);
  const head = Object.entries({ host: `${hostname}:${port}`, ...headers })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return new Promise<{ status: number; headers: Record<string, string>; body: string }>(
    (resolve, reject) => {
      const socket = connect(Number(port), hostname, () =>
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
