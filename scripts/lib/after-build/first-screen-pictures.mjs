// The first-screen picture `ThemedImage` marks loads lazily and so waits for layout. Not brought
// forward through React: a linked page's prefetch would apply its preloads to the page on screen.
import { spawnSync } from 'node:child_process';
import { join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { applyEdits, elementsOf } from './html.mjs';

/** Lighthouse's mobile preset. */
const REFERENCE_PHONE = { width: 412, density: 1.75 };

/** Below this, the bytes cost the page's text less time than the picture's own round trip. */
const INLINE_LIMIT_BYTES = 48 * 1024;

const ROOT_FONT_PIXELS = 16;

/**
 * @template T
 * @param {string} file
 * @param {() => T} work
 * @returns {T}
 */
export function naming(file, work) {
  try {
    return work();
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
}

/**
 * @typedef {{ tag: string, from: number, to: number, media: string, src: string, srcset?: string, sizes?: string }} MarkedPicture
 * @param {string} html
 * @param {import('./html.mjs').Element[]} [elements] the page's, when already read
 * @returns {MarkedPicture[]}
 */
function markedPictures(html, elements = elementsOf(html)) {
  return elements
    .filter(({ name, attributes }) => name === 'img' && attributes['data-preload-media'])
    .map(({ attributes, start, end }) => {
      const tag = html.slice(start, end);
      if (!attributes.src) throw new Error(`a first-screen picture without a source: ${tag}`);
      return {
        tag,
        from: start,
        to: end,
        media: attributes['data-preload-media'] ?? '',
        src: attributes.src,
        srcset: attributes.srcset,
        sizes: attributes.sizes,
      };
    });
}

/** A picture whose phone candidate can go into the document: one file for both themes. */
const inlinable = (/** @type {MarkedPicture} */ picture) =>
  picture.media === 'all' && Boolean(picture.srcset);

/** Only px, rem, vw and `calc()` with + − × ÷: what the site's layouts write. */
function lengthAt(/** @type {string} */ text, /** @type {number} */ viewport) {
  const tokens = text.match(/\d*\.?\d+(?:px|rem|vw)?|calc\(|[-+*/()]/g) ?? [];
  if (tokens.join('') !== text.replace(/\s+/g, '')) throw new Error(`unsupported size: ${text}`);
  let index = 0;
  const value = () => {
    const token = tokens[index++] ?? '';
    if (token === '(' || token === 'calc(') {
      const inner = sum();
      if (tokens[index++] !== ')') throw new Error(`unbalanced size: ${text}`);
      return inner;
    }
    const number = Number.parseFloat(token);
    if (Number.isNaN(number)) throw new Error(`unsupported size: ${text}`);
    if (token.endsWith('rem')) return number * ROOT_FONT_PIXELS;
    if (token.endsWith('vw')) return (number * viewport) / 100;
    return number;
  };
  const product = () => {
    let result = value();
    while (tokens[index] === '*' || tokens[index] === '/') {
      result = tokens[index++] === '*' ? result * value() : result / value();
    }
    return result;
  };
  const sum = () => {
    let result = product();
    while (tokens[index] === '+' || tokens[index] === '-') {
      result = tokens[index++] === '+' ? result + product() : result - product();
    }
    return result;
  };
  const result = sum();
  if (index !== tokens.length) throw new Error(`unsupported size: ${text}`);
  return result;
}

/** The slot width `sizes` gives at a viewport width; only `(min-width: …px)` conditions. */
function slotWidth(/** @type {string} */ sizes, /** @type {number} */ viewport) {
  for (const entry of sizes.split(/,\s*(?![^(]*\))/)) {
    const condition = /^\(min-width:\s*(\d+)px\)\s+(.+)$/.exec(entry.trim());
    if (!condition) return lengthAt(entry.trim(), viewport);
    if (viewport >= Number(condition[1])) return lengthAt(condition[2] ?? '', viewport);
  }
  throw new Error(`sizes without a default: ${sizes}`);
}

/**
 * The srcset candidate Chromium takes on `phone`: the first whose density reaches the phone's,
 * or the one below when the phone's density is under the geometric mean of the two
 * (`SelectionLogic` in Blink's html_srcset_parser.cc).
 *
 * @param {Pick<MarkedPicture, 'src' | 'srcset' | 'sizes'>} picture
 * @returns {string} the candidate's URL, escaped as in the HTML
 */
export function phoneCandidate({ src, srcset, sizes }, phone = REFERENCE_PHONE) {
  if (!srcset) return src;
  const slot = slotWidth(sizes ?? '100vw', phone.width);
  const candidates = srcset
    .split(/,\s+/)
    .map((candidate) => {
      const [url = '', descriptor = '1x'] = candidate.trim().split(/\s+/);
      const amount = Number.parseFloat(descriptor);
      return { url, density: descriptor.endsWith('w') ? amount / slot : amount };
    })
    .sort((a, b) => a.density - b.density);
  for (const [index, candidate] of candidates.entries()) {
    const next = candidates[index + 1];
    if (!next || next.density < phone.density) continue;
    return phone.density >= Math.sqrt(candidate.density * next.density) ? next.url : candidate.url;
  }
  return /** @type {{ url: string }} */ (candidates.at(-1)).url;
}

function optimiserJob(/** @type {string} */ url, /** @type {string} */ publicDir) {
  const query = new URL(url.replaceAll('&amp;', '&'), 'http://site').searchParams;
  const source = query.get('url') ?? '';
  const file = normalize(join(publicDir, source));
  if (!source.startsWith('/images/') || !file.startsWith(publicDir + sep)) {
    throw new Error(`a first-screen picture from outside public/images/: ${url}`);
  }
  return { url, file, width: Number(query.get('w')), quality: Number(query.get('q') ?? 75) };
}

/**
 * WebP, encoded as next/image's optimiser does.
 *
 * @param {{ file: string, html: string }[]} pages
 * @param {string} publicDir
 * @returns {Map<string, string>} the candidate's escaped URL → its `data:` URL
 */
export function firstScreenInlines(pages, publicDir) {
  const jobs = new Map(
    pages.flatMap(({ file, html }) =>
      naming(file, () =>
        markedPictures(html)
          .filter(inlinable)
          .map((picture) => {
            const url = phoneCandidate(picture);
            return [url, optimiserJob(url, publicDir)];
          }),
      ),
    ),
  );
  if (jobs.size === 0) return new Map();
  const encoder = spawnSync(process.execPath, [fileURLToPath(import.meta.url)], {
    input: JSON.stringify([...jobs.values()]),
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (encoder.status !== 0) throw new Error(`encoding first-screen pictures: ${encoder.stderr}`);
  /** @type {Record<string, string>} */
  const encoded = JSON.parse(encoder.stdout);
  return new Map(
    Object.entries(encoded)
      .filter(([, base64]) => (base64.length * 3) / 4 <= INLINE_LIMIT_BYTES)
      .map(([url, base64]) => [url, `data:image/webp;base64,${base64}`]),
  );
}

/**
 * @param {string} html
 * @param {Map<string, string>} [inlines] from `firstScreenInlines`
 */
export function bringFirstScreenPicturesForward(html, inlines = new Map()) {
  const elements = elementsOf(html);
  const preloads = [];
  const edits = [];
  for (const picture of markedPictures(html, elements)) {
    const candidate = inlinable(picture) ? phoneCandidate(picture) : undefined;
    const inline = candidate && inlines.get(candidate);
    if (inline && picture.srcset) {
      const srcset = picture.srcset.replace(`${candidate} `, () => `${inline} `);
      const text = picture.tag
        .replace(picture.srcset, () => srcset)
        .replace(' loading="lazy"', ' fetchPriority="high"');
      edits.push({ from: picture.from, to: picture.to, text });
      continue;
    }
    preloads.push(
      [
        `<link rel="preload" as="image" href="${picture.src}"`,
        picture.srcset ? ` imagesrcset="${picture.srcset}"` : '',
        picture.sizes ? ` imagesizes="${picture.sizes}"` : '',
        ' fetchpriority="high"',
        picture.media === 'all' ? '' : ` media="${picture.media}"`,
        '/>',
      ].join(''),
    );
  }
  if (preloads.length > 0) {
    // Right after the viewport, so that the charset stays in the first bytes.
    const viewport = elements.find(
      ({ name, attributes }) => name === 'meta' && attributes.name === 'viewport',
    );
    if (!viewport) throw new Error('a page with first-screen pictures but no viewport');
    const text = [...new Set(preloads)].join('');
    edits.push({ from: viewport.end, to: viewport.end, text });
  }
  return edits.length === 0 ? html : applyEdits(html, edits);
}

/** Run as a program: encodes the jobs on stdin, prints `{ url: base64 }`. */
async function encodeJobs() {
  const { default: sharp } = await import('sharp');
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  /** @type {{ url: string, file: string, width: number, quality: number }[]} */
  const jobs = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  /** @type {Record<string, string>} */
  const encoded = {};
  for (const { url, file, width, quality } of jobs) {
    const bytes = await sharp(file)
      .rotate()
      .resize(width, undefined, { withoutEnlargement: true })
      .webp({ quality })
      .toBuffer();
    encoded[url] = bytes.toString('base64');
  }
  process.stdout.write(JSON.stringify(encoded));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await encodeJobs();
