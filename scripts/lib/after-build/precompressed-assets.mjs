// Scripts and stylesheets compressed with brotli at its best: smaller than gzip on the fly, at a
// cost paid once per build, not per request.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

import Negotiator from 'negotiator';

/** What Next sends for each kind of file, so that a compressed answer differs only in size. */
const CONTENT_TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
};

/** Next's lifetime for the build's files, whose names change with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Where the compressed copies live, beside (not inside) what Next serves itself. */
const brotliRoot = (nextDir) => join(nextDir, 'brotli');

function listFiles(directory) {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

export function precompressAssets(nextDir) {
  const root = brotliRoot(nextDir);
  rmSync(root, { recursive: true, force: true });
  const staticDir = join(nextDir, 'static');
  for (const file of listFiles(staticDir)) {
    if (!(extname(file) in CONTENT_TYPES)) continue;
    const content = readFileSync(file);
    const compressed = brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    });
    const target = join(root, relative(nextDir, file) + '.br');
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, compressed);
  }
}

/** Whether an Accept-Encoding header takes brotli, as the `compression` middleware reads it. */
export function acceptsBrotli(header = '') {
  return new Negotiator({ headers: { 'accept-encoding': header } }).encodings(['br']).length > 0;
}

/** Ranges go to Next: a range of the compressed body would not be a range of the file. */
export function brotliAssetHandler(nextDir) {
  const root = brotliRoot(nextDir);
  /** @type {Map<string, { body: Buffer, type: string, etag: string }>} */
  const assets = new Map();
  if (existsSync(root)) {
    for (const file of listFiles(root)) {
      const path = relative(root, file).slice(0, -'.br'.length);
      const body = readFileSync(file);
      assets.set(`/_next/${path.split(sep).join('/')}`, {
        body,
        type: CONTENT_TYPES[/** @type {'.js' | '.css'} */ (extname(path))],
        etag: `"br-${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`,
      });
    }
  }

  return (/** @type {import('node:http').IncomingMessage} */ request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    // Next adds the deployment's id to the build's URLs as a query (`?dpl=`).
    const asset = assets.get((request.url ?? '').split('?')[0] ?? '');
    if (!asset || request.headers.range || !acceptsBrotli(request.headers['accept-encoding'])) {
      return false;
    }
    // Preconditions name the validator of the file Next sends, not this copy's.
    if (request.headers['if-match'] || request.headers['if-unmodified-since']) return false;
    response.setHeader('Content-Type', asset.type);
    response.setHeader('Cache-Control', IMMUTABLE);
    response.setHeader('Vary', 'Accept-Encoding');
    response.setHeader('ETag', asset.etag);
    if (request.headers['if-none-match'] === asset.etag) {
      response.writeHead(304).end();
      return true;
    }
    response.setHeader('Content-Encoding', 'br');
    response.setHeader('Content-Length', asset.body.length);
    response.writeHead(200);
    response.end(request.method === 'HEAD' ? undefined : asset.body);
    return true;
  };
}
