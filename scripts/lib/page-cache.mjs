// Under a flood, Next's pipeline and compression were all the server did; a page is kept for one
// second, which bounds how late a flag that redirects it applies.
import { createHash } from 'node:crypto';
import { brotliCompress, constants, gzip } from 'node:zlib';

import Negotiator from 'negotiator';

const FRESH_MS = 1_000;
const MAX_ENTRIES = 1_000;

/** Headers that change the answer; the last marks the server's own request to render anew. */
const BYPASS_HEADERS = [
  'cookie',
  'authorization',
  'next-action',
  'rsc',
  'next-router-prefetch',
  'x-site-refresh',
];

const PER_ANSWER = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'vary',
]);

/** At their best, paid once per page; the benchmark's nginx gets its files compressed alike. */
export const PAGE_COMPRESSION = {
  br: (raw) => ({
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  }),
  gzip: () => ({ level: constants.Z_BEST_COMPRESSION }),
};
const ENCODERS = {
  br: (raw, done) => brotliCompress(raw, PAGE_COMPRESSION.br(raw), done),
  gzip: (raw, done) => gzip(raw, PAGE_COMPRESSION.gzip(), done),
};
const ENCODINGS = Object.keys(ENCODERS);

/**
 * @typedef {{ headers: [string, string | number | string[]][], bodies: Map<string, Buffer>, etag: string, storedAt: number, generation: number }} Entry
 */

/** @param {import('node:http').IncomingMessage} request */
function cacheable(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  // Beyond `Vary`, the proxy decides only on cookies and same-origin navigations (the language
  // switch), so those go to Next.
  if (request.headers['sec-fetch-site'] === 'same-origin') return false;
  return !BYPASS_HEADERS.some((name) => name in request.headers);
}

/** The `Vary` names of an answer, without Accept-Encoding, which the cache answers itself. */
function varyNames(vary) {
  return String(vary ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter((name) => name && name !== 'accept-encoding');
}

/**
 * A copy from an earlier content `generation` is never sent: no list may lag behind a publish.
 *
 * @param {{ freshMs?: number, maxEntries?: number, generation?: () => number }} [options]
 */
export function pageCache({
  freshMs = FRESH_MS,
  maxEntries = MAX_ENTRIES,
  generation = () => 0,
} = {}) {
  /** @type {Map<string, { vary: string[], variants: Map<string, Entry> }>} */
  const pages = new Map();
  let entries = 0;
  // By encoding and page hash, so that a page is compressed once; `null` while it is.
  /** @type {Map<string, Buffer | null>} */
  const compressed = new Map();

  const pageKey = (request) => `${request.headers.host ?? ''}\n${request.url ?? '/'}`;
  const variantKey = (request, vary) => vary.map((name) => request.headers[name] ?? '').join('\n');

  function entryFor(request, vary, fresh) {
    const key = pageKey(request);
    let page = pages.get(key);
    if (!page || page.vary.join() !== vary.join()) {
      if (page) entries -= page.variants.size;
      page = { vary, variants: new Map() };
      pages.delete(key);
      pages.set(key, page);
    }
    const variant = variantKey(request, vary);
    const entry = page.variants.get(variant);
    if (entry?.etag === fresh.etag && entry.generation === fresh.generation) return entry;
    if (!entry) entries++;
    page.variants.set(variant, fresh);
    while (entries > maxEntries) {
      const [oldestKey, oldest] = pages.entries().next().value;
      entries -= oldest.variants.size;
      pages.delete(oldestKey);
    }
    return fresh;
  }

  function compressOnce(raw, hash, encoding, done) {
    const key = `${encoding}:${hash}`;
    const known = compressed.get(key);
    if (known) return done(known);
    // Being compressed for another answer: the next answer after that is kept.
    if (known === null) return;
    compressed.set(key, null);
    ENCODERS[encoding](raw, (error, body) => {
      if (error) return compressed.delete(key);
      compressed.set(key, body);
      if (compressed.size > maxEntries * ENCODINGS.length) {
        compressed.delete(compressed.keys().next().value);
      }
      done(body);
    });
  }

  return {
    /**
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    serve(request, response) {
      if (!cacheable(request)) return false;
      const page = pages.get(pageKey(request));
      const entry = page?.variants.get(variantKey(request, page.vary));
      if (!entry || Date.now() - entry.storedAt > freshMs) return false;
      if (entry.generation !== generation()) return false;
      const [encoding] = new Negotiator(request).encodings(ENCODINGS, { preferred: ENCODINGS });
      const body = encoding && entry.bodies.get(encoding);
      if (!body) return false;
      for (const [name, value] of entry.headers) response.setHeader(name, value);
      response.setHeader('Vary', [...page.vary, 'accept-encoding'].join(', '));
      if (request.headers['if-none-match'] === entry.etag) {
        response.writeHead(304).end();
        return true;
      }
      response.setHeader('Content-Encoding', encoding);
      response.setHeader('Content-Length', body.length);
      response.writeHead(200);
      response.end(request.method === 'HEAD' ? undefined : body);
      return true;
    },

    /**
     * Install after `compression`, so that it sees the page as Next sends it.
     *
     * @param {import('node:http').IncomingMessage} request
     * @param {import('node:http').ServerResponse} response
     */
    capture(request, response) {
      if (request.method !== 'GET' || !cacheable(request)) return;
      // A page asked for before a publish may be rendered from the content before it.
      const renderedIn = generation();
      const chunks = [];
      let keeping = undefined;
      const keep = () =>
        (keeping ??=
          response.statusCode === 200 &&
          response.getHeader('x-nextjs-cache') === 'HIT' &&
          typeof response.getHeader('etag') === 'string' &&
          String(response.getHeader('content-type')).startsWith('text/html') &&
          !response.hasHeader('set-cookie'));
      const collect = (chunk, encoding) => {
        if (typeof chunk === 'string') chunks.push(Buffer.from(chunk, encoding ?? 'utf8'));
        else if (chunk) chunks.push(Buffer.from(chunk));
      };
      const write = response.write.bind(response);
      const end = response.end.bind(response);
      response.write = (chunk, ...rest) => {
        if (keep()) collect(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
        return write(chunk, ...rest);
      };
      response.end = (chunk, ...rest) => {
        if (keep()) {
          if (typeof chunk !== 'function') {
            collect(chunk, typeof rest[0] === 'string' ? rest[0] : undefined);
          }
          const raw = Buffer.concat(chunks);
          const hash = createHash('sha256').update(raw).digest('base64url');
          const entry = entryFor(request, varyNames(response.getHeader('vary')), {
            headers: Object.entries(response.getHeaders()).filter(
              ([name]) => !PER_ANSWER.has(name),
            ),
            bodies: new Map(),
            etag: String(response.getHeader('etag')),
            storedAt: 0,
            generation: renderedIn,
          });
          for (const encoding of ENCODINGS) {
            compressOnce(raw, hash, encoding, (body) => {
              entry.bodies.set(encoding, body);
              entry.storedAt = Date.now();
            });
          }
        }
        return end(chunk, ...rest);
      };
    },
  };
}
