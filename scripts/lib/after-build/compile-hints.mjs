// V8 compiles a script with this hint while it downloads, not function by function inside the
// long tasks that make up the blocking time; other browsers ignore it.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** V8 advises the hint only for code mostly run on load, and each hint costs script bytes. */
export const MIN_HINTED_BYTES = 20 * 1024;

/**
 * A source that is no script of the build throws: Next's output has changed shape.
 *
 * @param {string} nextDir `.next`
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
