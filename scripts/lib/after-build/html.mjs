// Each element with where it lies in the text, so that a step can change one element and leave
// every other byte as Next wrote it.
import { Parser } from 'htmlparser2';

/**
 * @typedef {object} Element
 * @property {string} name lower case
 * @property {Record<string, string>} attributes escaped as in the tag, to be found again in it
 * @property {number} start where the start tag's `<` is
 * @property {number} end just after the start tag's `>`
 * @property {number} [contentEnd] for a `script` or `style`: where its end tag begins
 */

/** @param {string} html @returns {Element[]} */
export function elementsOf(html) {
  /** @type {Element[]} */
  const elements = [];
  /** @type {Element | undefined} */
  let rawText;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const element = { name, attributes, start: parser.startIndex, end: parser.endIndex + 1 };
        elements.push(element);
        if (name === 'script' || name === 'style') rawText = element;
      },
      onclosetag(name) {
        if (rawText?.name === name) rawText.contentEnd = parser.startIndex;
        rawText = undefined;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return elements;
}

export const contentOf = (/** @type {string} */ html, /** @type {Element} */ element) =>
  element.contentEnd === undefined ? '' : html.slice(element.end, element.contentEnd);

/**
 * @param {string} html
 * @param {{ from: number, to: number, text: string }[]} edits
 */
export function applyEdits(html, edits) {
  let result = '';
  let kept = 0;
  for (const edit of [...edits].sort((a, b) => a.from - b.from)) {
    if (edit.from < kept) throw new Error('overlapping edits of a page');
    result += html.slice(kept, edit.from) + edit.text;
    kept = edit.to;
  }
  return result + html.slice(kept);
}
