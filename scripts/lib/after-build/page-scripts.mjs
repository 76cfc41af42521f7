import { elementsOf } from './html.mjs';

/**
 * Every script a page's HTML loads by itself, as URLs relative to the site: the `src` of its
 * script elements, other than `noModule` polyfills, which current browsers skip.
 *
 * @param {string} html
 * @returns {string[]}
 */
export function scriptSourcesOf(html) {
  const sources = elementsOf(html)
    .filter(({ name, attributes }) => name === 'script' && !('nomodule' in attributes))
    .map(({ attributes }) => attributes.src?.replaceAll('&amp;', '&'))
    .filter((src) => src !== undefined);
  return [...new Set(sources)];
}
