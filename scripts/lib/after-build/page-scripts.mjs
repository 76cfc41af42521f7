/**
 * Every script a page's HTML loads by itself, as URLs relative to the site: the `src` of its
 * script tags, other than `noModule` polyfills, which current browsers skip.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function scriptSourcesOf(html) {
  const sources = [...html.matchAll(/<script\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => !/\bnoModule\b/i.test(tag))
    .map((tag) => /\bsrc="([^"]+)"/.exec(tag)?.[1]?.replaceAll('&amp;', '&'))
    .filter((src) => src !== undefined);
  return [...new Set(sources)];
}
