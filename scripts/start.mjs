#!/usr/bin/env node
// What production needs beyond this server lives in the site, so that a plain `next start` has it
// too: the client address and a clean shutdown on SIGTERM (src/instrumentation.ts).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';

import { brotliAssetHandler } from './lib/after-build/precompressed-assets.mjs';
import { BUILD_TIME_SETTINGS, ensureBuild, projectRoot } from './lib/build.mjs';
import { parseCommandLine } from './lib/command-line.mjs';
import { pageCache } from './lib/page-cache.mjs';
import {
  answerParserErrors,
  fileRequestGuard,
  withNextHeadersFixed,
} from './lib/request-guards.mjs';

const { values: options } = parseCommandLine({
  usage: `Usage: npm start -- [options]

Serves the production build at http://localhost:3000/ (or where PORT and HOSTNAME say),
building it first when no build of the current sources and build-time settings exists. It sets
the security headers on every answer, compresses with brotli or gzip, and stops cleanly on
SIGTERM. Stop it with Ctrl+C.

Options:
  --reuse-build   serve the existing build as it is, even when the sources or build-time
                  settings differ (to observe run-time behaviour)
  -h, --help      print this text

Environment:
  PORT       the port to listen on (default: 3000)
  HOSTNAME   the address to bind to, e.g. 127.0.0.1 behind a reverse proxy (default: every
             interface)
  The site's settings (docs/operations.md) are read from the environment as well. These are
  baked into the build, and a change to one of them builds again:
  ${BUILD_TIME_SETTINGS.join(', ')}.
`,
  options: { 'reuse-build': { type: 'boolean', default: false } },
});

// Loaded after the command line, so that --help and a mistaken option load nothing more.
const [{ default: compression }, { default: next }] = await Promise.all([
  import('compression'),
  import('next'),
]);

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';
// This server compresses every answer itself (below): Next's own compression stays off.
process.env.SITE_SERVER_COMPRESSES = '1';

const port = portSetting(process.env.PORT || '3000');
const bindAddress = process.env.HOSTNAME?.trim() || undefined;
/** Node's `listen` and Next take an IPv6 address without its brackets. */
const listenAddress = bindAddress?.replace(/^\[(.*)\]$/, '$1');

/** Holds back what Next prints before the instrumentation sends the console to the log. */
async function prepareIntoTheLog(app) {
  const held = [];
  const print = console.log;
  const hold = (...args) => void held.push(args);
  console.log = hold;
  try {
    await app.prepare();
  } finally {
    if (console.log === hold) console.log = print;
    for (const args of held) console.log(...args);
  }
}

if (!options['reuse-build']) ensureBuild();

const app = next({ dev: false, dir: projectRoot, hostname: listenAddress ?? 'localhost', port });
await prepareIntoTheLog(app);
const handle = app.getRequestHandler();

/**
 * Next answers some requests before its header rules apply (it redirects `//a` to `/a` first), so
 * the server sets them up front; a page replaces the Content-Security-Policy.
 */
function headersForEveryPath() {
  const manifest = JSON.parse(
    readFileSync(join(projectRoot, '.next', 'routes-manifest.json'), 'utf8'),
  );
  return manifest.headers.find((rule) => rule.source === '/:path*')?.headers ?? [];
}
const securityHeaders = headersForEveryPath();
const serveBrotliAsset = brotliAssetHandler(join(projectRoot, '.next'));
const guardFileRequest = fileRequestGuard(
  join(projectRoot, 'public'),
  join(projectRoot, '.next', 'static'),
);
/** The content's generation, which the site keeps process-wide (src/content/generation.ts). */
const contentGeneration = () => globalThis[Symbol.for('site.content-generation')]?.generation ?? 0;
const pages = pageCache({ generation: contentGeneration });
/** Brotli quality 5 is about as fast as gzip; higher levels cost far more time for little. */
const compress = compression({
  brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
});

/** Next would redirect an absolute-form target (`GET http://host/a`) to whatever host it names. */
function originFormTarget(request) {
  const target = request.url ?? '/';
  if (target.startsWith('/')) return target;
  try {
    const url = new URL(target);
    if (url.host === request.headers.host) return `${url.pathname}${url.search}`;
  } catch {
    // Not a URL at all: refused below.
  }
  return undefined;
}

const server = createServer((request, response) => {
  for (const { key, value } of securityHeaders) response.setHeader(key, value);
  const target = originFormTarget(request);
  if (target === undefined) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('This server only answers requests for its own site.\n');
    return;
  }
  request.url = target;
  if (guardFileRequest(request, response)) return;
  withNextHeadersFixed(response);
  if (serveBrotliAsset(request, response)) return;
  if (pages.serve(request, response)) return;
  compress(request, response, () => {});
  pages.capture(request, response);
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

// A client that closes its side once it has sent its request (HTTP/1.0 tools do) still gets the
// answer; Node would otherwise drop a request still in flight when that side closes.
server.httpAllowHalfOpen = true;

answerParserErrors(server, securityHeaders);

// Without this, Next logs the error as an uncaught one and the process lives on without
// listening, then ends with 0: a supervisor would never restart it.
server.once('error', (error) => {
  console.error(`${listenProblem(/** @type {NodeJS.ErrnoException} */ (error))} The server stops.`);
  process.exit(1);
});

server.listen(port, listenAddress, () => {
  // Where the server asks itself for a page to render anew after a publish.
  const own =
    !listenAddress || ['0.0.0.0', '::'].includes(listenAddress) ? '127.0.0.1' : listenAddress;
  process.env.SITE_INTERNAL_ORIGIN = `http://${own.includes(':') ? `[${own}]` : own}:${port}`;
  const shown = bindAddress && !['0.0.0.0', '::'].includes(bindAddress) ? bindAddress : 'localhost';
  console.log(`Serving the site at http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`);
});

/** @param {string} value */
function portSetting(value) {
  const number = /^\d{1,5}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (number >= 1 && number <= 65_535) return number;
  console.error(
    'Invalid configuration:\n  PORT: expected a whole number from 1 to 65535\nSee docs/operations.md#settings.',
  );
  return process.exit(1);
}

/** @param {NodeJS.ErrnoException} error */
function listenProblem(error) {
  const where = `${listenAddress ?? 'every interface'}, port ${port}`;
  switch (error.code) {
    case 'EADDRINUSE':
      return `Port ${port} is in use (${where}): another server listens there. Stop it, or set PORT to a free port.`;
    case 'EACCES':
      return `This user may not listen on port ${port} (${where}): choose a port above 1023, or give it the right.`;
    case 'EADDRNOTAVAIL':
      return `HOSTNAME ${bindAddress} is not an address of this machine.`;
    default:
      return `The server cannot listen on ${where}: ${error.message}.`;
  }
}
