import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { expect, test } from '@playwright/test';

import { NEXT_BIN, projectRoot } from '../../scripts/lib/build.mjs';
import { freePort } from '../support/server.mjs';

/** Starts the server with `args` and `env`, and waits until it exits: its exit code and output. */
async function exitOf(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: {
      ...process.env,
      HOSTNAME: '127.0.0.1',
      PORT: String(await freePort()),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'site-startup-')),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

test.describe('a database that cannot be opened', () => {
  test('stops the server with a message saying so, instead of taking enquiries it cannot keep', async () => {
    const closedPort = await freePort();
    const { code, output } = await exitOf(['scripts/start.mjs', '--reuse-build'], {
      DATABASE_URL: `postgres://site@127.0.0.1:${closedPort}/site`,
    });
    expect(code).toBe(1);
    expect(output).toContain('The database could not be opened or migrated');
    expect(output).toContain('ECONNREFUSED');
  });
});

test.describe('an invalid setting', () => {
  /** Stopped with one message naming each setting at fault, before the server answers anything. */
  function expectStoppedNaming(
    { code, output }: { code: number | null; output: string },
    problems: string[],
  ) {
    expect(code).toBe(1);
    expect(output.match(/Invalid configuration:/g)).toHaveLength(1);
    for (const problem of problems) expect(output).toContain(`\n  ${problem}\n`);
    expect(output).not.toMatch(/instrumentation hook|Serving the site|Leads are stored/);
  }

  const metricsBeyondLoopback = {
    METRICS_PORT: '9464',
    METRICS_HOST: '0.0.0.0',
  };
  const metricsProblem =
    'METRICS_TOKEN: required when METRICS_HOST (0.0.0.0) is not loopback: 32 or more random characters';

  test('stops `npm start`: a server setting, a service and the metrics pair', async () => {
    const stopped = await exitOf(['scripts/start.mjs', '--reuse-build'], {
      TRUST_PROXY_HOPS: 'abc',
      GTM_ID: 'GTM-1',
      ...metricsBeyondLoopback,
    });
    expectStoppedNaming(stopped, [
      'TRUST_PROXY_HOPS: expected a whole number from 0 to 32',
      metricsProblem,
      'GTM_ID: expected a container id like GTM-ABC1234',
    ]);
  });

  test('stops a plain `next start` too, a build-time setting among them', async () => {
    const stopped = await exitOf([NEXT_BIN, 'start', '-H', '127.0.0.1'], {
      SITE_URL: 'ftp://example.ch',
      TRUST_PROXY_HOPS: 'abc',
      VITALS: 'sometimes',
      ...metricsBeyondLoopback,
    });
    expectStoppedNaming(stopped, [
      'SITE_URL: expected an http or https URL',
      'TRUST_PROXY_HOPS: expected a whole number from 0 to 32',
      metricsProblem,
      'VITALS: Invalid option: expected one of "on"|"consent"|"off"',
    ]);
  });
});

test.describe('a port the server cannot listen on', () => {
  test('stops `npm start` with one line saying why: taken, or not a port', async () => {
    const port = await freePort();
    const blocker = createServer().listen(port, '127.0.0.1');
    await once(blocker, 'listening');
    try {
      const taken = await exitOf(['scripts/start.mjs', '--reuse-build'], { PORT: String(port) });
      expect(taken.code).toBe(1);
      expect(taken.output.match(/is in use/g)).toEqual(['is in use']);
      expect(taken.output).toContain(
        `Port ${port} is in use (127.0.0.1, port ${port}): another server listens there.`,
      );
      expect(taken.output).not.toMatch(/setupListenHandle|Serving the site/);
    } finally {
      blocker.close();
    }

    const notAPort = await exitOf(['scripts/start.mjs', '--reuse-build'], { PORT: '80a' });
    expect(notAPort.code).toBe(1);
    expect(notAPort.output).toContain(
      'Invalid configuration:\n  PORT: expected a whole number from 1 to 65535',
    );
    expect(notAPort.output).not.toMatch(/Serving the site|Leads are stored/);
  });
});
