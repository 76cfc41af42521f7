// Only the prerendered pages are rewritten, before any server sends them; pages rendered per
// request keep Next's HTML.
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import {
  bringFirstScreenPicturesForward,
  firstScreenInlines,
  naming,
} from './first-screen-pictures.mjs';
import { scriptSourcesOf } from './page-scripts.mjs';
import { dropInlinedStylesheetCopies } from './stylesheet-copy.mjs';

/**
 * Returns the scripts the pages load; none at all means Next's output has changed shape.
 *
 * @param {string} appDir
 * @param {string} publicDir
 * @returns {string[]}
 */
export function rewritePrerenderedPages(appDir, publicDir) {
  const sources = new Set();
  const pages = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => {
      const file = join(appDir, name);
      return { file, html: readFileSync(file, 'utf8') };
    });
  const inlines = firstScreenInlines(pages, publicDir);
  for (const { file, html } of pages) {
    const rewritten = naming(file, () =>
      dropInlinedStylesheetCopies(bringFirstScreenPicturesForward(html, inlines)),
    );
    for (const source of scriptSourcesOf(rewritten)) sources.add(source);
    if (rewritten !== html) writeFileSync(file, rewritten);
  }
  if (sources.size === 0) throw new Error(`${appDir}: no prerendered page had framework scripts`);
  return [...sources];
}

/**
 * For a page rendered anew after a publish, imported at run time, which the dead-code check misses.
 *
 * @public
 * @param {string} file
 * @param {string} publicDir
 */
export function finishPrerenderedPage(file, publicDir) {
  const html = readFileSync(file, 'utf8');
  const inlines = firstScreenInlines([{ file, html }], publicDir);
  const rewritten = naming(file, () =>
    dropInlinedStylesheetCopies(bringFirstScreenPicturesForward(html, inlines)),
  );
  // Visitors may read the file meanwhile: they get the old or the new page whole.
  if (rewritten !== html) {
    writeFileSync(`${file}.finished`, rewritten);
    renameSync(`${file}.finished`, file);
  }
}
