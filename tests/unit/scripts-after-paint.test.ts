import { runInNewContext } from 'node:vm';

import { describe, expect, it } from 'vitest';

import { deferFrameworkScripts, scriptSourcesOf } from '../../scripts/lib/scripts-after-paint.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js?dpl=build-1`;

/** A prerendered page in the shape Next 16 writes it. */
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta charSet="utf-8"/>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('main')}"/>`,
  '<style data-precedence="next">body{margin:0}</style>',
  `<script src="${chunk('react')}" async=""></script>`,
  `<script src="${chunk('turbopack')}" async=""></script>`,
  '<script>document.documentElement.dataset.theme="dark"</script>',
  `<script src="${chunk('polyfills')}" noModule=""></script>`,
  '</head><body><main id="main"><h1>Hello</h1></main>',
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>',
  `<script src="${chunk('main')}" async=""></script>`,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '</body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  const deferred = deferFrameworkScripts(page);

  it('replaces the script tags and the preload with one loader in the head', () => {
    expect(deferred).not.toContain(`<script src="${chunk('react')}"`);
    expect(deferred).not.toContain(`<script src="${chunk('main')}"`);
    expect(deferred).not.toContain('rel="preload" as="script"');
    const loaderAt = deferred.indexOf('<script id="scripts-after-paint">');
    expect(loaderAt).toBeGreaterThan(0);
    expect(loaderAt).toBeLessThan(deferred.indexOf('</head>'));
    // What else the page holds stays as it was.
    expect(deferred).toContain(`<script src="${chunk('polyfills')}" noModule=""></script>`);
    expect(deferred).toContain('<script id="_R_">');
    expect(deferred).toContain('<h1>Hello</h1>');
  });

  it('lists the same scripts, in the same order, as the tags did', () => {
    const listed = [chunk('react'), chunk('turbopack'), chunk('main')];
    expect(scriptSourcesOf(page)).toEqual(listed);
    expect(scriptSourcesOf(deferred)).toEqual(listed);
  });

  it('leaves a page without framework scripts as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hi</p></body></html>';
    expect(deferFrameworkScripts(plain)).toBe(plain);
  });

  it('fails when Next writes a script in a shape it does not know', () => {
    const changed = page.replace(
      `<script src="${chunk('react')}" async=""></script>`,
      `<script src="${chunk('react')}" async="" integrity="sha256-x"></script>`,
    );
    expect(() => deferFrameworkScripts(changed)).toThrow(/still requested/);
  });
});

/** Runs a page's loader against a stand-in for the browser and reports what it appended. */
function runLoader(html: string, { visible }: { visible: boolean }) {
  const loader = /<script id="scripts-after-paint">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const appended: string[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  type Entries = { getEntriesByName: (name: string) => unknown[] };
  let onPaint: ((entries: Entries, observer: { disconnect: () => void }) => void) | null = null;
  let decodeImage: () => void = () => {};
  const image = {
    getBoundingClientRect: () => ({ width: 320, top: 400, bottom: 600 }),
    decode: () => new Promise<void>((resolve) => (decodeImage = resolve)),
  };
  const context = {
    innerHeight: 800,
    document: {
      visibilityState: visible ? 'visible' : 'hidden',
      images: [image],
      createElement: () => ({ src: '', async: false }),
      head: { append: (script: { src: string }) => appended.push(script.src) },
    },
    PerformanceObserver: Object.assign(
      class {
        constructor(callback: NonNullable<typeof onPaint>) {
          onPaint = callback;
        }
        observe() {}
      },
      { supportedEntryTypes: ['paint'] },
    ),
    addEventListener: () => {},
    setTimeout: (callback: () => void, delay = 0) => timers.push({ callback, delay }),
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  };
  runInNewContext(loader!, { ...context, globalThis: context });
  return {
    appended,
    paint: (name: string) =>
      onPaint?.(
        { getEntriesByName: (wanted) => (wanted === name ? [{}] : []) },
        { disconnect: () => {} },
      ),
    decodeImage: () => decodeImage(),
    runFrames: () => frames.splice(0).forEach((frame) => frame()),
    /** Runs the first timer that is due now, not the guard's: one task. False when none is. */
    runTask: () => {
      const due = timers.findIndex((timer) => timer.delay === 0);
      if (due === -1) return false;
      timers.splice(due, 1)[0]!.callback();
      return true;
    },
  };
}

describe('the loader', () => {
  const deferred = deferFrameworkScripts(page);
  const settle = () => new Promise((resolve) => setImmediate(resolve));

  it('waits for the first contentful paint and the first screen’s images', async () => {
    const browser = runLoader(deferred, { visible: true });
    browser.paint('first-paint');
    await settle();
    expect(browser.appended).toEqual([]);

    browser.paint('first-contentful-paint');
    await settle();
    expect(browser.appended).toEqual([]);

    browser.decodeImage();
    await settle();
    browser.runFrames(); // the frame that paints the picture
    browser.runFrames(); // and the next one, after it
    browser.runTask(); // the task after that frame starts the loading
    expect(browser.appended).toEqual([]);
    // Each script is added in a task of its own, in the order of Next's tags.
    const expected = [chunk('react'), chunk('turbopack'), chunk('main')];
    for (let added = 1; added <= expected.length; added += 1) {
      expect(browser.runTask()).toBe(true);
      expect(browser.appended).toEqual(expected.slice(0, added));
    }
    expect(browser.runTask()).toBe(false);
  });

  it('loads the scripts at once in a page that starts in the background', () => {
    const browser = runLoader(deferred, { visible: false });
    while (browser.runTask());
    expect(browser.appended).toHaveLength(3);
  });
});
