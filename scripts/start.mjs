#!/usr/bin/env node
/**
 * `npm start`: serves the production build, building it first when none exists for the current
 * sources. PORT (default 3000) and HOSTNAME (default: every interface) are honoured.
 *
 * `--reuse-build` serves the existing build even when build-time settings differ, to observe
 * run-time behaviour (the tests use it for the show_blog redirect).
 */
import { createServer } from 'node:http';
import { isIP } from 'node:net';

import next from 'next';

import { ensureBuild, projectRoot } from './lib/build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';

const port = Number.parseInt(process.env.PORT ?? '3000', 10);
const bindAddress = process.env.HOSTNAME?.trim() || undefined;

/**
 * The host name Next.js uses for its own URLs. Next compares the origin of a proxy rewrite
 * with one built from this name, but writes loopback addresses as `localhost` on one side only;
 * with 127.0.0.1 or ::1 every internal rewrite would look external and be proxied back to the
 * server in a loop (vercel/next.js#94745). The socket still binds exactly where asked.
 */
function nextHostname(address) {
  if (!address) return 'localhost';
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  const isLoopback = bare === '::1' || (isIP(bare) === 4 && bare.startsWith('127.'));
  const isWildcard = bare === '0.0.0.0' || bare === '::';
  return isLoopback || isWildcard ? 'localhost' : address;
}

if (!process.argv.includes('--reuse-build')) ensureBuild();

const app = next({ dev: false, dir: projectRoot, hostname: nextHostname(bindAddress), port });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((request, response) => {
  handle(request, response).catch((error) => {
    console.error(error);
    if (!response.headersSent) response.writeHead(500);
    response.end();
  });
});

server.listen(port, bindAddress?.replace(/^\[(.*)\]$/, '$1'), () => {
  const shown = bindAddress && !['0.0.0.0', '::'].includes(bindAddress) ? bindAddress : 'localhost';
  console.log(`Serving the site at http://${shown.includes(':') ? `[${shown}]` : shown}:${port}/`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive connections would hold the process open; give requests in flight a moment.
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
