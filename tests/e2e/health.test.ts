import { chmodSync, statSync, watch } from 'node:fs';

import { startLeadSite, type LeadSite } from './setup/leads';
import { expect, HOOK_TIMEOUT, test } from './setup/test';

/** As in faults-disk: chmod binds only a server that is not root. */
const NOBODY = { uid: 65_534, gid: 65_534 };

const probe = async (site: LeadSite, path: string) => {
  const response = await fetch(`${site.baseURL}${path}`);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: (await response.json()) as { status: string; checks?: Record<string, boolean> },
  };
};

test.describe('health and readiness', () => {
  test.describe.configure({ mode: 'serial' });
  let site: LeadSite;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    site = await startLeadSite({
      name: 'health',
      user: process.getuid?.() === 0 ? NOBODY : undefined,
      env: { SHUTDOWN_DELAY_MS: '4000' },
    });
  });

  test.afterAll(async () => {
    await site?.stop();
  });

  test('answer alive and ready, as JSON that no cache keeps, naming only the checks', async () => {
    const live = await probe(site, '/api/health/');
    expect(live).toEqual({ status: 200, cacheControl: 'no-store', body: { status: 'alive' } });
    const ready = await probe(site, '/api/ready/');
    expect(ready).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: {
        status: 'ready',
        checks: {
          accepting: true,
          database: true,
          migrations: true,
          outbox: true,
          dataDirectory: true,
          content: true,
        },
      },
    });
  });

  test('say not ready while the data directory takes no file, and ready once it does', async () => {
    const { mode } = statSync(site.dataDir);
    chmodSync(site.dataDir, mode & ~0o222);
    try {
      // Within a second of the last check, a probe gets that check's result.
      await expect.poll(async () => (await probe(site, '/api/ready/')).status).toBe(503);
      const ready = await probe(site, '/api/ready/');
      expect(ready.body.checks).toMatchObject({ dataDirectory: false, database: true });
      expect((await probe(site, '/api/health/')).status).toBe(200);
    } finally {
      chmodSync(site.dataDir, mode);
    }
    await expect.poll(async () => (await probe(site, '/api/ready/')).status).toBe(200);
  });

  test('checks at most once a second, however many probes arrive', async () => {
    // Each check writes a file into the data directory and removes it again.
    let fileEvents = 0;
    const watcher = watch(site.dataDir, (event, file) => {
      if (event === 'rename' && file?.startsWith('.ready-')) fileEvents += 1;
    });
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 60 }, () => probe(site, '/api/ready/')));
    const elapsedSeconds = (Date.now() - started) / 1000;
    watcher.close();
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(fileEvents / 2).toBeLessThanOrEqual(Math.floor(elapsedSeconds) + 1);
  });

  test('turn not ready as soon as shutdown begins, and serve on until the delay is over', async () => {
    const exited = site.terminate();
    await expect
      .poll(async () => (await probe(site, '/api/ready/')).body.checks?.accepting, {
        timeout: 3_000,
      })
      .toBe(false);
    // Still serving, so that a load balancer can take the instance out first.
    expect((await probe(site, '/api/health/')).status).toBe(200);
    expect((await probe(site, '/api/ready/')).status).toBe(503);
    expect(await exited).toBe(0);
  });
});
