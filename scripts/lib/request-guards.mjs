/**
 * What `npm start` answers itself before Next sees a request, where Next would answer with a 500
 * or with something it should not send: methods no route takes, byte ranges, requests Node's
 * parser refuses, and Next's internal rewrite header.
 */
import { readdirSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join, relative, sep } from 'node:path';

/** Pages and files are read; forms, server actions and the API post. */
const SITE_METHODS = ['GET', 'HEAD', 'POST'];
const FILE_METHODS = ['GET', 'HEAD'];

/** The public paths of the files under `public/`, as `/favicon.svg`. */
function publicFiles(publicDir) {
  const list = (directory) =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      return entry.isDirectory()
        ? list(path)
        : [`/${relative(publicDir, path).split(sep).join('/')}`];
    });
  try {
    return new Set(list(publicDir));
  } catch {
    return new Set();
  }
}

/**
 * A handler that answers a request with a method its target does not take (405 with `Allow`),
 * and drops the request's byte range, so that a file is sent whole: Next's file server answers a
 * range it cannot satisfy, or a malformed one, with a 500. The site has no media that needs
 * ranges. Returns true when it answered.
 *
 * @param {string} publicDir
 */
export function methodGuard(publicDir) {
  const files = publicFiles(publicDir);
  return (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const allowed =
      path.startsWith('/_next/static/') || files.has(path) ? FILE_METHODS : SITE_METHODS;
    delete request.headers.range;
    delete request.headers['if-range'];
    if (allowed.includes(request.method ?? '')) return false;
    response.writeHead(405, {
      allow: allowed.join(', '),
      'content-type': 'text/plain; charset=utf-8',
    });
    response.end(`${STATUS_CODES[405]}. Allowed: ${allowed.join(', ')}.\n`);
    return true;
  };
}

/** Next's header naming the folder a page was rewritten to, which is nobody's business. */
const INTERNAL_HEADERS = new Set(['x-middleware-rewrite']);

/**
 * Keeps Next's internal headers off a response, and every `Vary` it is given: Next sends a
 * prerendered page with the `Vary` recorded at build time, in place of the proxy's. The home
 * page's `Cookie, Accept-Language` was lost so, and a shared cache would have kept one language
 * for every visitor.
 *
 * @param {import('node:http').ServerResponse} response
 */
export function withNextHeadersFixed(response) {
  const setHeader = response.setHeader.bind(response);
  response.setHeader = (name, value) => {
    const lower = name.toLowerCase();
    if (INTERNAL_HEADERS.has(lower)) return response;
    if (lower !== 'vary' || !response.hasHeader('vary')) return setHeader(name, value);
    const names = [response.getHeader('vary'), value].flat().join(',').split(',');
    const unique = new Map(names.map((item) => [item.trim().toLowerCase(), item.trim()]));
    unique.delete('');
    return setHeader(name, [...unique.values()].join(', '));
  };
}

/**
 * Answers what Node's HTTP parser refuses (a malformed request line, headers too large) with the
 * site's security headers and a short text, instead of Node's bare answer.
 *
 * @param {import('node:http').Server} server
 * @param {{ key: string, value: string }[]} securityHeaders
 */
export function answerParserErrors(server, securityHeaders) {
  const headerLines = securityHeaders.map(({ key, value }) => `${key}: ${value}\r\n`).join('');
  const answer = (/** @type {number} */ status) => {
    const body = `${STATUS_CODES[status]}.\n`;
    return (
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headerLines}` +
      `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`
    );
  };
  server.on('clientError', (error, socket) => {
    const code = /** @type {{ code?: string }} */ (error).code;
    if (code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status =
      code === 'HPE_HEADER_OVERFLOW' ? 431 : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    socket.end(answer(status));
  });
  // An `Expect` other than 100-continue: Node would answer 417 with no headers at all.
  server.on('checkExpectation', (request, response) => {
    for (const { key, value } of securityHeaders) response.setHeader(key, value);
    response.writeHead(417, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
    response.end(`${STATUS_CODES[417]}.\n`);
  });
}
