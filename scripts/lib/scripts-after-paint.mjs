/**
 * The prerendered pages request the framework's scripts once their first screen has been
 * painted, not from the head.
 *
 * Next writes every script of a page into its head (`<script src async>`, and a preload for the
 * bootstrap script), through React, with no option to request them later
 * (`next/dist/server/app-render/required-scripts.js`). The browser then downloads 140 KiB of
 * scripts while it is still parsing, styling and laying out the page, and on a slow connection
 * they share its bandwidth with the document; Lighthouse's simulation counts every request that
 * finished before the largest paint into the LCP (docs/performance.md). After `next build` this
 * step rewrites each prerendered page's HTML: the script tags and the preload give way to one
 * inline script that adds the same tags once the page has painted its first screen. The proxy
 * reads the inline scripts' hashes for the Content-Security-Policy from these same files.
 *
 * Pages rendered per request keep Next's tags: they are not written to disk.
 */

/** A script Next writes into a page's head or body: async, from the build's own chunks. */
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"]+)" async=""><\/script>/g;
/** React's preload of the bootstrap script, which would request it as early as the tags. */
const SCRIPT_PRELOAD =
  /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"]+"\/>/g;
/** Any script tag or script preload of the build's own, other than a `noModule` polyfill. */
const ANY_FRAMEWORK_REQUEST =
  /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="\/_next\/static\/|<link\b[^>]*\bas="script"/i;
/** The loader's tag; its id lets `scriptSourcesOf` find the list again. */
const LOADER_ID = 'scripts-after-paint';
const LOADER = new RegExp(`<script id="${LOADER_ID}">[\\s\\S]*?\\)\\((\\[[^\\]]*\\])\\)</script>`);

/**
 * Runs in the page (its source is written into each page): adds a script tag for each of
 * `sources` once the first screen has been painted, that is after the first contentful paint
 * and, should the first screen show images, after they have been decoded and painted (an image
 * can be the page's largest paint; pictures decode asynchronously, so a frame after their load
 * may still lack them). A page that starts in the background paints nothing
 * until it is shown, and a browser that reports no paints cannot be waited for: both load the
 * scripts at once, as does a page hidden before it has painted. The timer is a last guard, so
 * that no page is left without its scripts should no paint ever be reported.
 *
 * Each tag is added in a task of its own. Adding all of them (eleven on most pages) in one took
 * 2.5–5 ms of the main thread's time in traces, but 6–40 ms on the clock: each request wakes the
 * browser's network service at once, which then competes for the same cores. One long task in
 * the middle of the page's loading blocks input for all of it; eleven short ones do not.
 *
 * @param {string[]} sources
 */
function loadAfterFirstScreen(sources) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const src of sources) {
      setTimeout(() => {
        const script = document.createElement('script');
        script.src = src;
        script.async = true;
        document.head.append(script);
      });
    }
  };
  const reportsPaints = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint');
  if (document.visibilityState !== 'visible' || !reportsPaints) return start();
  addEventListener('visibilitychange', start, { once: true });
  setTimeout(start, 5000);
  const inFirstScreen = (image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    const shown = [...document.images].filter(inFirstScreen);
    Promise.all(shown.map((image) => image.decode().catch(() => {}))).then(() =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start))),
    );
  }).observe({ type: 'paint', buffered: true });
}

/**
 * The loader's source as one line; every statement of `loadAfterFirstScreen` ends in `;` or a
 * brace, so joining its lines keeps it the same program.
 */
const loaderSource = String(loadAfterFirstScreen).replace(/\n\s*/g, '');

/**
 * A prerendered page's HTML with its framework scripts requested after the first screen, or
 * the HTML unchanged when it has none. Fails when the page would still request one of them from
 * the HTML: Next's output has changed shape, and the page would silently lose what this is for.
 *
 * @param {string} html
 */
export function deferFrameworkScripts(html) {
  const sources = [...html.matchAll(FRAMEWORK_SCRIPT)].map((match) => match[1]);
  if (sources.length === 0) return html;
  const loader = `<script id="${LOADER_ID}">(${loaderSource})(${JSON.stringify(sources)})</script>`;
  let placed = false;
  const deferred = html
    .replace(SCRIPT_PRELOAD, '')
    .replace(FRAMEWORK_SCRIPT, () => (placed ? '' : ((placed = true), loader)));
  if (ANY_FRAMEWORK_REQUEST.test(deferred)) {
    throw new Error('a framework script is still requested from the HTML');
  }
  return deferred;
}

/**
 * Every script a page loads by itself, as URLs relative to the site: its script tags (other than
 * `noModule` polyfills, which current browsers skip) and the ones its loader adds.
 *
 * @param {string} html
 */
export function scriptSourcesOf(html) {
  const tagged = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\bnoModule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'))
    .filter((src) => src !== undefined);
  const deferred = LOADER.exec(html)?.[1];
  return [...new Set([...tagged, ...(deferred ? JSON.parse(deferred) : [])])];
}
