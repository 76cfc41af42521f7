/**
 * A prerendered page preloads the pictures of its first screen from its head.
 *
 * The site's pictures load lazily: each comes in a light and a dark variant, and the browser must
 * not fetch the hidden one. A lazy image starts loading once the page has been laid out, on a
 * slow connection after the whole document, so a picture that is the first screen's largest
 * paint is marked (`data-preload-media`, by `ThemedImage`) with the media query of the system
 * colour scheme that shows it. After `next build` this step writes a preload for each marked
 * picture into the page's head, with that query: the browser fetches the variant it will show
 * while the document is still arriving, and the lazy picture takes it from the cache.
 *
 * Not through React: `ReactDOM.preload` and a rendered `<link rel="preload">` both travel in the
 * page's payload as hints, which React applies wherever the payload arrives, so Next's prefetch
 * of a linked page would fetch that page's pictures into the page the visitor is on.
 */

/** A marked picture: an `<img>` with the media query its preload is for. */
const MARKED_PICTURE = /<img\b[^>]*\bdata-preload-media="([^"]+)"[^>]*>/g;
/** Where the preloads go: right after the viewport, so the charset stays in the first bytes. */
const HEAD_START = /<meta name="viewport"[^>]*>/;

/** An attribute's value as the HTML spells it (escaped), or undefined. */
function attribute(/** @type {string} */ tag, /** @type {string} */ name) {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

/**
 * The page's HTML with a preload in its head for each marked picture, or the HTML unchanged when
 * it marks none. Fails when a marked picture has no source or the head no viewport.
 *
 * @param {string} html
 */
export function preloadFirstScreenPictures(html) {
  const preloads = [...html.matchAll(MARKED_PICTURE)].map(([tag, media]) => {
    const href = attribute(tag, 'src');
    if (!href) throw new Error(`a first-screen picture without a source: ${tag}`);
    const srcset = attribute(tag, 'srcSet');
    const sizes = attribute(tag, 'sizes');
    return [
      `<link rel="preload" as="image" href="${href}"`,
      srcset ? ` imagesrcset="${srcset}"` : '',
      sizes ? ` imagesizes="${sizes}"` : '',
      ` fetchpriority="high" media="${media}"/>`,
    ].join('');
  });
  if (preloads.length === 0) return html;
  const links = [...new Set(preloads)].join('');
  if (!HEAD_START.test(html)) throw new Error('a page with first-screen pictures but no viewport');
  return html.replace(HEAD_START, (viewport) => viewport + links);
}
