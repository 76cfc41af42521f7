import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  buildIdPath,
  deploymentPollMs,
  fetchDeploymentId,
  fullLoadUrl,
  pollDeployment,
  type LinkClick,
} from './deployment-poll';

describe('pollDeployment', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks for the first time one hour after the start, then every hour', async () => {
    const fetchLatestId = vi.fn(() => Promise.resolve('build-1'));
    pollDeployment({ currentId: 'build-1', fetchLatestId, onNewDeployment: vi.fn() });
    expect(deploymentPollMs).toBe(3_600_000);
    await vi.advanceTimersByTimeAsync(3_599_999);
    expect(fetchLatestId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchLatestId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_600_000 * 2);
    expect(fetchLatestId).toHaveBeenCalledTimes(3);
  });

  it('reports the first new deployment once and stops polling', async () => {
    const ids = ['build-1', 'build-2', 'build-3'];
    const fetchLatestId = vi.fn(() => Promise.resolve(ids.shift()));
    const onNewDeployment = vi.fn();
    pollDeployment({ currentId: 'build-1', fetchLatestId, onNewDeployment, intervalMs: 1000 });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onNewDeployment).toHaveBeenCalledTimes(1);
    expect(onNewDeployment).toHaveBeenCalledWith('build-2');
    expect(fetchLatestId).toHaveBeenCalledTimes(2);
  });

  it('tries again at the next interval after a failed or empty check', async () => {
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(undefined),
      () => Promise.resolve('build-2'),
    ];
    const onNewDeployment = vi.fn();
    pollDeployment({
      currentId: 'build-1',
      fetchLatestId: () => (answers.shift() ?? answers[0]!)(),
      onNewDeployment,
      intervalMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(onNewDeployment).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(onNewDeployment).toHaveBeenCalledWith('build-2');
  });

  it('does nothing after it has been stopped', async () => {
    const fetchLatestId = vi.fn(() => Promise.resolve('build-2'));
    const onNewDeployment = vi.fn();
    const stop = pollDeployment({
      currentId: 'build-1',
      fetchLatestId,
      onNewDeployment,
      intervalMs: 1000,
    });
    stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetchLatestId).not.toHaveBeenCalled();
    expect(onNewDeployment).not.toHaveBeenCalled();
  });
});

describe('fetchDeploymentId', () => {
  let server: Server;
  let baseURL: string;
  let answer: { status: number; body: string };
  const requests: string[] = [];

  beforeEach(async () => {
    requests.length = 0;
    answer = { status: 200, body: '{"deploymentId":"build-2"}' };
    server = createServer((request, response) => {
      requests.push(request.url ?? '');
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  // The page's fetch resolves the path against the page; here the server is on another origin.
  const fetchFromServer: typeof fetch = (input, init) =>
    fetch(new URL(String(input), baseURL), init);

  it('reads the id from the build-id file, with a cache-busting query', async () => {
    expect(await fetchDeploymentId(fetchFromServer)).toBe('build-2');
    expect(requests[0]).toMatch(new RegExp(`^${buildIdPath}\\?t=\\d+$`));
  });

  it.each([
    ['an error status', 503, '{"deploymentId":"build-2"}'],
    ['a missing id', 200, '{}'],
    ['an empty id', 200, '{"deploymentId":""}'],
    ['null', 200, 'null'],
  ])('answers undefined for %s', async (_, status, body) => {
    answer = { status, body };
    expect(await fetchDeploymentId(fetchFromServer)).toBeUndefined();
  });
});

describe('fullLoadUrl', () => {
  const current = new URL('https://example.com/about/?tab=team#values');
  const click: LinkClick = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  const link = (href: string, attributes: Record<string, string> = {}) => ({
    href,
    target: attributes.target ?? '',
    hasAttribute: (name: string) => name in attributes,
  });

  it.each([
    ['/pricing/', 'https://example.com/pricing/'],
    ['https://example.com/de/', 'https://example.com/de/'],
    ['/pricing/#faq', 'https://example.com/pricing/#faq'],
    ['/about/', 'https://example.com/about/'],
    ['/about/?tab=jobs#values', 'https://example.com/about/?tab=jobs#values'],
  ])('loads %s in full', (href, expected) => {
    expect(fullLoadUrl(click, link(href), current)).toBe(expected);
  });

  it('leaves an #anchor on the current page to the browser', () => {
    expect(fullLoadUrl(click, link('#team'), current)).toBeNull();
    expect(fullLoadUrl(click, link('/about/?tab=team#faq'), current)).toBeNull();
  });

  it('leaves other origins, new tabs, downloads and non-HTTP links alone', () => {
    expect(fullLoadUrl(click, link('https://other.example/'), current)).toBeNull();
    expect(fullLoadUrl(click, link('/cv.pdf', { download: '' }), current)).toBeNull();
    expect(fullLoadUrl(click, link('/pricing/', { target: '_blank' }), current)).toBeNull();
    expect(fullLoadUrl(click, link('mailto:hello@example.com'), current)).toBeNull();
    expect(fullLoadUrl(click, link('/pricing/', { target: '_self' }), current)).toBe(
      'https://example.com/pricing/',
    );
  });

  it.each([
    ['a middle click', { button: 1 }],
    ['a Ctrl click', { ctrlKey: true }],
    ['a Cmd click', { metaKey: true }],
    ['a Shift click', { shiftKey: true }],
    ['an Alt click', { altKey: true }],
    ['a click already handled', { defaultPrevented: true }],
  ])('leaves %s alone', (_, change) => {
    expect(fullLoadUrl({ ...click, ...change }, link('/pricing/'), current)).toBeNull();
  });
});
