/**
 * `//# allFunctionsCalledOnLoad` makes V8 compile a large first-load script while it downloads, not
 * function by function inside the long tasks that make up the blocking time; other browsers read
 * a comment (docs/performance-log.md, "Compiled while downloading").
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Smaller scripts keep V8's lazy compiling: V8 advises the hint only for code mostly called on
 * load, and each hint costs bytes of the script budget.
 */
export const MIN_HINTED_BYTES = 20 * 1024;

/**
 * Writes the hint into each script of `sources` (URLs as a page lists them) from
 * `MIN_HINTED_BYTES` up. A source that is no file of the build fails: Next's output changed shape.
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
