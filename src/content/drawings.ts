import 'server-only';

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { defaultPublicRoot } from './images';

export type DrawingMarkup = { viewBox: string; inner: string };

const read = new Map<string, DrawingMarkup>();

/**
 * The drawing at `src` (`drawingSrc`) as a page holds it: its view box and what is inside its
 * `<svg>`. Drawings come with the code, so each file is read once.
 */
export function drawingMarkup(src: string): DrawingMarkup {
  let drawing = read.get(src);
  if (!drawing) {
    const svg = readFileSync(/*turbopackIgnore: true*/ join(defaultPublicRoot, src), 'utf8').trim();
    const opening = /^<svg\b[^>]*>/.exec(svg)?.[0];
    const viewBox = opening && /\sviewBox="([^"]+)"/.exec(opening)?.[1];
    if (!opening || !viewBox || !svg.endsWith('</svg>')) {
      throw new Error(`public${src}: not a drawing; draw it with npm run images`);
    }
    drawing = { viewBox, inner: svg.slice(opening.length, -'</svg>'.length) };
    read.set(src, drawing);
  }
  return drawing;
}
