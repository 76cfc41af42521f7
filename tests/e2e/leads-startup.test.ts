import { spawn } from 'node:child_process';

import { expect, test } from '@playwright/test';

import { projectRoot } from '../../scripts/lib/build.mjs';
import { freePort } from '../../tooling/lib/server.mjs';

test.describe('a database that cannot be opened', () => {
  test('stops the server with a message saying so, instead of taking enquiries it cannot keep', async () => {
    const port = await freePort();
    const closedPort = await freePort();
    const child = spawn(process.execPath, ['scripts/start.mjs', '--reuse-build'], {
      cwd: projectRoot,
      env: {
        ...process.env,
        HOSTNAME: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `postgres://site@127.0.0.1:${closedPort}/site`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('The database could not be opened or migrated');
    expect(output).toContain('ECONNREFUSED');
  });
});
