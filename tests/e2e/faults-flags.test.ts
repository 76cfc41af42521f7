import { startServer, type RunningServer } from './setup/server';
import { CLIENT_KEY, startUnleash, toggle, type UnleashServer } from './setup/services/unleash';
import { expect, HOOK_TIMEOUT, test } from './setup/test';
import { expectFast, FAST_MS, startPageSampler, summary, timePage, warmUp } from './setup/timing';

/**
 * The flag service fails with 500s, then stops answering altogether. flags.test.ts follows the
 * browser's flag client through such an outage, the log lines and the recovery; this file is the
 * visitor's view: every page of the site, requested all through the outage, answers at once, and
 * the blog follows the default (SHOW_BLOG, on) while the service, which has it off, is away.
 * It also starts a server during the outage: its first visitor must not wait either.
 */

const flagSettings = (url: string) => ({
  UNLEASH_URL: url,
  UNLEASH_CLIENT_KEY: CLIENT_KEY,
  UNLEASH_APP_NAME: 'agency-site',
});

const isBlog = (path: string) => /^(\/de)?\/blog\//.test(path);

test.describe('a flag service that fails with 500s, then stops answering', () => {
  let unleash: UnleashServer;
  let site: RunningServer;

  test.beforeAll(async () => {
    test.setTimeout(HOOK_TIMEOUT);
    // The service switches the blog off; the default has it on.
    unleash = await startUnleash([toggle('show_blog', false)]);
    site = await startServer('faults-flags', flagSettings(unleash.url), ['--reuse-build']);
  });

  test.afterAll(async () => {
    await site?.stop();
    await unleash?.stop();
  });

  test('every page answers fast throughout, and the blog follows the default', async () => {
    test.setTimeout(120_000);
    await warmUp(site.baseURL);
    expect((await timePage(site.baseURL, '/blog/')).status).toBe(307);
    const sampler = startPageSampler(site.baseURL);

    let silentAt: number;
    try {
      unleash.setMode('error');
      // The server notices at its next refresh, at most 10 s later.
      await expect
        .poll(
          () => sampler.timings.some((timing) => timing.path === '/blog/' && timing.status === 200),
          { message: 'the blog follows the default', timeout: 30_000 },
        )
        .toBe(true);
      unleash.setMode('silent');
      silentAt = performance.now();
      const asked = unleash.flagRequests().length;
      // The second unanswered refresh starts after the first one timed out.
      await expect
        .poll(() => unleash.flagRequests().length, {
          message: 'two refreshes without an answer',
          timeout: 40_000,
        })
        .toBeGreaterThanOrEqual(asked + 2);
    } finally {
      await sampler.stop();
    }
    const { timings } = sampler;
    console.log(`flag outage: pages ${summary(timings.map((timing) => timing.ms))}`);
    expectFast(
      'pages',
      timings.map((timing) => timing.ms),
    );
    // The blog redirects until the server's last good copy of the flags is replaced by the
    // defaults; every other page is there all along, and the blog too once the service is
    // silent.
    expect(
      timings.filter(
        (timing) => timing.status !== 200 && !(timing.status === 307 && isBlog(timing.path)),
      ),
    ).toEqual([]);
    expect(timings.filter((timing) => timing.at > silentAt && timing.status !== 200)).toEqual([]);
    // The relay tells browsers, whose flag client then falls back to the same defaults.
    const relay = await timePage(site.baseURL, '/api/flags/proxy/');
    expect(relay.status).toBe(503);
    expect(relay.ms).toBeLessThan(FAST_MS);
  });

  test('a server started during the outage makes no visitor wait', async () => {
    // It starts a server of its own.
    test.setTimeout(120_000);
    unleash.setMode('silent');
    // Ready once it serves a file the proxy does not see: the first page request is ours.
    const coldSite = await startServer(
      'faults-flags-cold-start',
      flagSettings(unleash.url),
      ['--reuse-build'],
      { readyPath: '/robots.txt' },
    );
    try {
      const first = await timePage(coldSite.baseURL, '/blog/');
      expect(first.status).toBe(200);
      expect(first.ms).toBeLessThan(FAST_MS);
      expect((await timePage(coldSite.baseURL, '/api/flags/proxy/')).status).toBe(503);
    } finally {
      await coldSite.stop();
    }
  });
});
