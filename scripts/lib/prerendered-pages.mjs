/**
 * After `next build`, the prerendered pages' HTML is rewritten before any server sends it: the
 * framework's scripts are requested after the first screen (`scripts-after-paint.mjs`), the
 * stylesheet is sent once, not a second time in the payload (`stylesheet-copy.mjs`), and the
 * first screen's largest picture is preloaded from the head (`first-screen-pictures.mjs`). Pages
 * rendered per request keep Next's HTML: they are not written to disk.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { preloadFirstScreenPictures } from './first-screen-pictures.mjs';
import { deferFrameworkScripts, scriptSourcesOf } from './scripts-after-paint.mjs';
import { dropInlinedStylesheetCopies } from './stylesheet-copy.mjs';

/**
 * Rewrites every prerendered page of a build (`.next/server/app`) and returns the scripts their
 * loaders list. Fails when no page had the scripts it expects: Next's output has changed shape.
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
      rewritten = deferFrameworkScripts(
        dropInlinedStylesheetCopies(preloadFirstScreenPictures(html)),
      );
    } catch (error) {
      throw new Error(`${file}: ${error instanceof Error ? error.message : error}`, {
        cause: error,
      });
    }
    if (rewritten === html) continue;
    writeFileSync(file, rewritten);
    for (const source of scriptSourcesOf(rewritten)) sources.add(source);
  }
  if (sources.size === 0) throw new Error(`${appDir}: no prerendered page had framework scripts`);
  return [...sources];
}
