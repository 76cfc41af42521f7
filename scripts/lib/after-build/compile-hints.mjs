/**
 * The scripts a page loads at its start tell V8 to compile all their functions at once, while
 * they download, rather than each on its first call on the page's main thread.
 *
 * V8 compiles a script lazily: on its arrival it only pre-parses the functions, and it compiles
 * each one when it is first called. A page's first load calls most of the framework's functions
 * (the module factories, then React's hydration), so that compiling happened in the long tasks
 * that make up the Total Blocking Time: in profiles of `/about/`, more than half of the main
 * thread's script time went to it. A file that starts with the comment
 * `//# allFunctionsCalledOnLoad` (V8's explicit compile hints, Chromium 136 and later) is
 * compiled whole on the background thread that already parses the script while it streams in.
 * Other browsers read a comment.
 *
 * V8 asks that the hint be kept to files whose functions are mostly called on load, since
 * compiling the rest costs memory and background time: so only the scripts a prerendered page
 * lists for its first load get it, not the chunks of later navigations and interactions. And
 * only the large ones (React DOM, Next's router and client, about 90% of those bytes): each hint
 * costs some 38 bytes gzip, which on all of them would break the script budget, and the seven
 * small scripts added only a few milliseconds of blocking time under real throttling
 * (docs/performance-log.md, "Compiled while downloading").
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** Scripts smaller than this keep V8's lazy way (see above). */
export const MIN_HINTED_BYTES = 20 * 1024;

/**
 * Writes the hint at the start of each of the build's scripts in `sources` (URLs as a page lists
 * them: `/_next/static/…?dpl=…`) that has at least `MIN_HINTED_BYTES` and lacks it. Fails for a
 * source that is not a file of the build: Next's output has changed shape.
 *
 * @param {string} nextDir the build's folder, `.next`
 * @param {Iterable<string>} sources
 */
export function hintCompileOnLoad(nextDir, sources) {
  for (const source of new Set(sources)) {
    const path = /^\/_next\/(static\/[^?#]+\.js)(?:[?#].*)?$/.exec(source)?.[1];
    const file = path && join(nextDir, path);
    if (!file || !existsSync(file)) throw new Error(`${source}: not a script of this build`);
    const script = readFileSync(file, 'utf8');
    if (Buffer.byteLength(script) < MIN_HINTED_BYTES || script.startsWith(COMPILE_HINT)) continue;
    writeFileSync(file, COMPILE_HINT + script);
  }
}
