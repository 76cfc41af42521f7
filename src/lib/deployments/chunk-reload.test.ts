import { describe, expect, it, vi } from 'vitest';

import {
  chunkReloadKey,
  createReloadGuard,
  isChunkLoadError,
  type GuardStorage,
} from './chunk-reload';

/** sessionStorage as it behaves across a reload: what one page wrote, the next one reads. */
function memoryStorage(initial: Record<string, string> = {}): GuardStorage & {
  data: Map<string, string>;
} {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  };
}

/** One page load: a fresh guard over shared storage, with its own clock and path. */
function pageLoad(storage: GuardStorage, { at = 1_000_000, path = '/about/' } = {}) {
  const reload = vi.fn();
  const warn = vi.fn();
  const reloadOnce = createReloadGuard({
    storage: () => storage,
    reload,
    currentPath: () => path,
    now: () => at,
    warn,
  });
  return { reloadOnce, reload, warn };
}

describe('createReloadGuard', () => {
  it('reloads on the first failure and records the path with an expiry 10 s later', () => {
    const storage = memoryStorage();
    const page = pageLoad(storage, { at: 5_000 });
    expect(page.reloadOnce()).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(JSON.parse(storage.data.get(chunkReloadKey) ?? '')).toEqual({
      path: '/about/',
      expires: 15_000,
    });
  });

  it('does not reload again when the reloaded page fails within 10 s, and warns once', () => {
    const storage = memoryStorage();
    pageLoad(storage, { at: 0 }).reloadOnce();
    const reloaded = pageLoad(storage, { at: 9_999 });
    expect(reloaded.reloadOnce()).toBe(false);
    expect(reloaded.reloadOnce()).toBe(false);
    expect(reloaded.reload).not.toHaveBeenCalled();
    expect(reloaded.warn).toHaveBeenCalledTimes(1);
    expect(reloaded.warn.mock.calls[0]?.[0]).toMatch(/not reloading again/);
  });

  it('reloads again once the guard has expired', () => {
    const storage = memoryStorage();
    pageLoad(storage, { at: 0 }).reloadOnce();
    const later = pageLoad(storage, { at: 10_000 });
    expect(later.reloadOnce()).toBe(true);
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads a different page even within the 10 s of another reload', () => {
    const storage = memoryStorage();
    pageLoad(storage, { at: 0, path: '/about/' }).reloadOnce();
    const other = pageLoad(storage, { at: 2_000, path: '/pricing/' });
    expect(other.reloadOnce()).toBe(true);
  });

  it('reloads only once when several chunks of one page fail together', () => {
    const page = pageLoad(memoryStorage());
    expect(page.reloadOnce()).toBe(true);
    expect(page.reloadOnce()).toBe(true);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.warn).not.toHaveBeenCalled();
  });

  it.each([
    ['garbage', 'not json'],
    ['a wrong shape', '{"path":1}'],
    ['null', 'null'],
  ])('treats %s in storage as no entry', (_, stored) => {
    const page = pageLoad(memoryStorage({ [chunkReloadKey]: stored }));
    expect(page.reloadOnce()).toBe(true);
  });

  it('does not reload when session storage cannot be used, since nothing would stop a loop', () => {
    for (const storage of [
      () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      () => ({
        getItem: () => null,
        setItem: () => {
          throw new DOMException('Quota exceeded', 'QuotaExceededError');
        },
      }),
    ]) {
      const reload = vi.fn();
      const warn = vi.fn();
      const reloadOnce = createReloadGuard({ storage, reload, currentPath: () => '/', warn });
      expect(reloadOnce()).toBe(false);
      expect(reload).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledTimes(1);
    }
  });
});

describe('isChunkLoadError', () => {
  const turbopackError = Object.assign(
    new Error('Failed to load chunk /_next/static/chunks/0a1b2c.js from module 123'),
    { name: 'ChunkLoadError' },
  );

  it.each([
    ['Turbopack', turbopackError],
    ['a renamed ChunkLoadError', Object.assign(new Error('x'), { name: 'ChunkLoadError' })],
    ['webpack', new Error('Loading chunk 482 failed.\n(error: https://example.com/482.js)')],
    ['webpack CSS', new Error('Loading CSS chunk 7 failed.')],
    [
      'Chromium import()',
      new TypeError('Failed to fetch dynamically imported module: https://example.com/a.js'),
    ],
    [
      'Firefox import()',
      new TypeError('error loading dynamically imported module: https://example.com/a.js'),
    ],
    ['Safari import()', new TypeError('Importing a module script failed.')],
    ['a message string', 'Uncaught ChunkLoadError: Failed to load chunk /_next/static/chunks/a.js'],
  ])('recognises %s', (_, reason) => {
    expect(isChunkLoadError(reason)).toBe(true);
  });

  it.each([
    ['an ordinary error', new Error('Cannot read properties of undefined')],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['undefined', undefined],
    ['null', null],
    ['a number', 404],
    ['a plain object', { reason: 'chunk' }],
  ])('ignores %s', (_, reason) => {
    expect(isChunkLoadError(reason)).toBe(false);
  });
});
