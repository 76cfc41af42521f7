/**
 * The large scripts a page loads at its start ask V8 to compile all their functions while they
 * download (`//# allFunctionsCalledOnLoad`, Chromium 136 and later), not each on its first call
 * inside the long tasks that make up the blocking time. Only those: V8 asks that the hint be
 * kept to code mostly called on load, and each hint costs bytes of the script budget
 * (docs/performance-log.md, "Compiled while downloading"). Other browsers read a comment.
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
