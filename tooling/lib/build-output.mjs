import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** @param {string} dir @returns {string[]} every file below `dir`, relative to it, with `/` */
function filesBelow(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      relative(dir, join(entry.parentPath ?? entry.path, entry.name))
        .split(sep)
        .join('/'),
    );
}

/**
 * The prerendered output of a finished `next build` in `projectDir`: Next writes each
 * prerendered page as `.next/server/app/<locale>/<path>.html` and each prerendered route
 * handler's answer (share images, feeds, sitemap) as `<path>.body`.
 *
 * @param {string} projectDir
 */
export function prerenderedOutput(projectDir) {
  const appDir = join(projectDir, '.next', 'server', 'app');
  const files = filesBelow(appDir);
  const html = files.filter((file) => file.endsWith('.html'));
  const shareImages = files.filter((file) => /^share\/.+\.png\.body$/.test(file));
  const bytes = (/** @type {string[]} */ list) =>
    list.reduce((sum, file) => sum + statSync(join(appDir, file)).size, 0);
  return {
    appDir,
    html,
    shareImages,
    /** @param {string} file relative to `.next/server/app` */
    read: (file) => readFileSync(join(appDir, file), 'utf8'),
    bytes,
    exists: (/** @type {string} */ file) => existsSync(join(appDir, file)),
  };
}

/**
 * How long the phases of the build took, in seconds, from the trace Next writes
 * (`.next/trace-build`: one JSON array of spans per line, durations in microseconds).
 *
 * @param {string} projectDir
 * @returns {Record<string, number>}
 */
export function buildPhases(projectDir) {
  const file = join(projectDir, '.next', 'trace-build');
  if (!existsSync(file)) return {};
  /** @type {Record<string, number>} */
  const phases = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    for (const span of /** @type {Array<{ name: string, duration?: number }>} */ (
      JSON.parse(line)
    )) {
      phases[span.name] = (phases[span.name] ?? 0) + (span.duration ?? 0) / 1e6;
    }
  }
  return phases;
}
