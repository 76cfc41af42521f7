/**
 * After `next build`, the prerendered pages' HTML is rewritten before any server sends it: the
 * stylesheet is sent once, not a second time in the payload (`stylesheet-copy.mjs`), and the
 * first screen's largest picture is preloaded from the head (`first-screen-pictures.mjs`). The
 * framework's scripts stay where Next puts them, `async` in the head: requested after the first
 * paint instead, they ran while a visitor scrolled, and Chromium then now and then stopped
 * drawing the page for good (docs/performance.md, "Scripts in the head"). Pages rendered per
 * request keep Next's HTML: they are not written to disk.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { preloadFirstScreenPictures } from './first-screen-pictures.mjs';
import { scriptSourcesOf } from './page-scripts.mjs';
import { dropInlinedStylesheetCopies } from './stylesheet-copy.mjs';

/**
 * Rewrites every prerendered page of a build (`.next/server/app`) and returns the scripts they
 * load. Fails when no page had framework scripts: Next's output has changed shape.
 *
 * @param {string} appDir
 * @returns {string[]}
 */
export function rewritePrerenderedPages(appDir) {
  const sources = new Set();
  const pages = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.html'),
  );
  for (const page of pages) {
    const file = join(appDir, page);
    const html = readFileSync(file, 'utf8');
    let rewritten;
    try {
      rewritten = dropInlinedStylesheetCopies(preloadFirstScreenPictures(html));
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
    for (const source of scriptSourcesOf(rewritten)) sources.add(source);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
  if (sources.size === 0) throw new Error(`${appDir}: no prerendered page had framework scripts`);
  return [...sources];
}
