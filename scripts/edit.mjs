#!/usr/bin/env node
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

import { parseCommandLine } from './lib/command-line.mjs';

const { values: options } = parseCommandLine({
  usage: `Usage: npm run edit -- [options]

Serves the site with its editing interface at http://127.0.0.1:3000/keystatic, and an overview
of every entry and its languages at /keystatic/overview. Every save is checked as
npm run content:check checks the content, and written to content/ (uploaded pictures to
public/images/) in this checkout. Drafts show on the site while it runs. Stop with Ctrl+C.
It answers this computer only: the interface has no sign-in, and every save changes files.

Options:
  --host ADDRESS   the address to listen on (default: 127.0.0.1); 0.0.0.0 lets every computer
                   on the network change the content. (HOSTNAME, which npm start reads, is not
                   read here: containers set it to their own name.)
  -h, --help       print this text

Environment:
  PORT   the port to listen on (default: 3000)
`,
  options: { host: { type: 'string', default: '127.0.0.1' } },
});

const port = process.env.PORT ?? '3000';
const { host } = options;
const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
const nextBin = createRequire(import.meta.url).resolve('next/dist/bin/next');
const server = spawn(process.execPath, [nextBin, 'dev', '--hostname', host, '--port', port], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', SITE_EDITING: '1' },
});
let announced = false;
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk);
  if (!announced && /Ready in/.test(String(chunk))) {
    announced = true;
    console.log(
      `\nEdit the content at ${origin}/keystatic` +
        `\nSee every entry and its languages at ${origin}/keystatic/overview\n`,
    );
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
