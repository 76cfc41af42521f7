import { spawn } from 'node:child_process';
import {
  chownSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

import { pinnedCommand } from './cpu.mjs';
import { runAsWhenRoot } from '../../scripts/lib/process.mjs';
import { freePort } from '../../tests/support/server.mjs';

const CANDIDATES = ['/usr/sbin/nginx', '/usr/bin/nginx'];

/** Debian's module that sends `page.html.br` for `page.html` (libnginx-mod-http-brotli-static). */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** The nginx executable: NGINX_PATH if set, else where Debian installs it. */
export function findNginx() {
  const configured = process.env.NGINX_PATH;
  if (configured) return existsSync(configured) ? configured : null;
  return CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * nginx keeps its master process as root when started by root; run as root, the whole server
 * runs as `nobody` instead, like any unprivileged user's would. Returns the spawn options.
 */
const unprivilegedUser = () =>
  runAsWhenRoot('nobody', 'nginx must not run as root here, and there is no `nobody` user.');

/**
 * A throwaway nginx: one worker, in the foreground, as an unprivileged user, with its
 * configuration, pid file and temporary files in a temporary directory and its messages in
 * `logFile`. `serverConfig` is the body of its one `server` block (locations, root); the
 * listen address, 127.0.0.1 on a free port, is added here. `cpuList` pins it with taskset.
 *
 * The `http` settings are those of a plain static site: sendfile, keep-alive without a request
 * limit per connection, gzip for HTML at zlib's default level. Debian's brotli_static module is
 * loaded when it is installed, for a `serverConfig` that turns it on.
 *
 * @param {{ serverConfig: string, logFile: string, cpuList?: string }} options
 * @returns {Promise<{ baseURL: string, pid: number, stop: () => Promise<void> }>}
 */
export async function startNginx({ serverConfig, logFile, cpuList }) {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed; run `node tooling/ensure-nginx.mjs`.');
  const user = unprivilegedUser();
  const prefix = mkdtempSync(join(tmpdir(), 'bench-nginx-'));
  if (user.uid !== undefined) chownSync(prefix, user.uid, user.gid);
  const port = await freePort();
  const temp = (name) => join(prefix, name);

  writeFileSync(
    temp('nginx.conf'),
    `${existsSync(BROTLI_STATIC_MODULE) ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}worker_processes 1;
daemon off;
pid ${temp('nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${temp('client-body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  types { text/html html; }
  default_type application/octet-stream;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
  keepalive_requests 1000000;
  # As Next.js compresses: gzip at zlib's default level (6; nginx's own default is 1).
  gzip on;
  gzip_comp_level 6;
  gzip_vary on;
  server {
    listen 127.0.0.1:${port};
${serverConfig}
  }
}
`,
  );

  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  const [command, ...args] = pinnedCommand(cpuList, [
    nginx,
    '-p',
    prefix,
    '-c',
    temp('nginx.conf'),
    // Before the configuration is read, nginx would open the system's log file.
    '-e',
    'stderr',
  ]);
  const child = spawn(command, args, { cwd: prefix, stdio: ['ignore', 'pipe', 'pipe'], ...user });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      // Graceful shutdown: the master waits for its worker.
      child.kill('SIGQUIT');
      await exited;
    }
    process.removeListener('exit', stopOnExit);
    log.end();
    rmSync(prefix, { recursive: true, force: true });
  }

  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`nginx exited while starting; see ${logFile}`);
    }
    try {
      await fetch(`${baseURL}/`);
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`nginx did not start; see ${logFile}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { baseURL, pid: /** @type {number} */ (child.pid), stop };
}
