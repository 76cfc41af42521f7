/**
 * After `next build`, the prerendered pages' HTML is rewritten before any server sends it: the
 * stylesheet once (`stylesheet-copy.mjs`) and the first screen's largest picture brought forward
 * (`first-screen-pictures.mjs`). Pages rendered per request keep Next's HTML.
 */
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
 * Rewrites every prerendered page of a build (`.next/server/app`) and returns the scripts they
 * load. Fails when no page had framework scripts: Next's output has changed shape.
 *
 * @param {string} appDir
 * @param {string} publicDir the site's public files, where the first screens' pictures are
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
 * Rewrites one page as the build rewrites each (above): a page the server has rendered anew
 * after a publish, in the file it is served from (src/server/publishing/page-refresh.ts imports
 * it at run time, which the dead-code check cannot follow).
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
