// What `npm start` answers before Next sees a request, where Next would answer with a 500 or with
// something it should not send.
import { readdirSync, statSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join, normalize, relative, sep } from 'node:path';

const SITE_METHODS = ['GET', 'HEAD', 'POST'];
const FILE_METHODS = ['GET', 'HEAD'];

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
 * Compares as Next's file server does, weakly.
 *
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {string} etag
 * @param {number} modifiedMs
 */
function preconditionFails(headers, etag, modifiedMs) {
  const ifMatch = headers['if-match'];
  if (ifMatch) {
    if (ifMatch.trim() === '*') return false;
    const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
    return !ifMatch.split(',').some((tag) => bare(tag) === bare(etag));
  }
  const since = Date.parse(headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(modifiedMs / 1000) * 1000 > since;
}

/**
 * Answers what Next's file server would answer with a 500. Byte ranges, which get a 500 when
 * unsatisfiable, are dropped: the site has no media that needs them.
 *
 * @param {string} publicDir
 * @param {string} staticDir
 */
export function fileRequestGuard(publicDir, staticDir) {
  const files = publicFiles(publicDir);
  const fileOf = (/** @type {string} */ path) => {
    if (files.has(path)) return join(publicDir, path);
    if (!path.startsWith('/_next/static/')) return undefined;
    try {
      const file = normalize(join(staticDir, decodeURIComponent(path.slice(14))));
      return file.startsWith(`${staticDir}${sep}`) ? file : undefined;
    } catch {
      return undefined;
    }
  };
  const answer = (response, status, headers = {}, text = `${STATUS_CODES[status]}.`) => {
    response.writeHead(status, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    response.end(`${text}\n`);
    return true;
  };
  return (
    /** @type {import('node:http').IncomingMessage} */ request,
    /** @type {import('node:http').ServerResponse} */ response,
  ) => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const isFile = path.startsWith('/_next/static/') || files.has(path);
    const allowed = isFile ? FILE_METHODS : SITE_METHODS;
    delete request.headers.range;
    delete request.headers['if-range'];
    if (!allowed.includes(request.method ?? '')) {
      const list = allowed.join(', ');
      return answer(response, 405, { allow: list }, `${STATUS_CODES[405]}. Allowed: ${list}.`);
    }
    const conditional = request.headers['if-match'] || request.headers['if-unmodified-since'];
    const file = conditional && isFile ? fileOf(path) : undefined;
    if (!file) return false;
    let stat;
    try {
      stat = statSync(file);
    } catch {
      return false;
    }
    // The validator Next's file server sends: size and modification time, in hexadecimal.
    const modifiedMs = stat.mtime.getTime();
    const etag = `W/"${stat.size.toString(16)}-${modifiedMs.toString(16)}"`;
    return preconditionFails(request.headers, etag, modifiedMs) && answer(response, 412);
  };
}

/** Names the folder a page was rewritten to, which is nobody's business. */
const INTERNAL_HEADERS = new Set(['x-middleware-rewrite']);

/**
 * Drops Next's internal headers and keeps every `Vary`: Next replaces the proxy's on a prerendered
 * page with the build's, and a shared cache would then keep one language for every visitor.
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
 * Node's own answer to what its parser refuses would lack the site's security headers.
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
