import { applyEdits, contentOf, elementsOf } from './html.mjs';

// Hydration takes the inlined stylesheet from the document, so the payload's copy is emptied
// (vercel/next.js#95141); client-side navigations keep theirs, as it may be new there.

const PUSH = 'self.__next_f.push(';
/** A style resource in the payload, with its text in a row of its own (`"children":"$7"`). */
const STYLE_RESOURCE =
  /\["\$","style",(?:"[^"]*"|null),\{(?:[^{}"]|"(?:[^"\\]|\\.)*")*?"href":"((?:[^"\\]|\\.)*)"(?:[^{}"]|"(?:[^"\\]|\\.)*")*?"children":"\$([0-9a-f]+)"/g;
/** Row tags whose content is as long as the hex number after them, not up to a line feed. */
const LENGTH_PREFIXED_TAGS = new Set('TAOoUSsLlGgMmVb'.split('').map((tag) => tag.charCodeAt(0)));
const COLON = 0x3a;
const COMMA = 0x2c;
const LINE_FEED = 0x0a;
const TEXT_TAG = 'T'.charCodeAt(0);
const EMPTY_LENGTH = '0,';

/** Next's escaping of the payload for a script element (`htmlEscapeJsonString`). */
function encodePush(/** @type {string} */ text) {
  return JSON.stringify([1, text]).replace(
    /[&<>\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * Positions in bytes, as React's client reads the stream.
 *
 * @param {Buffer} bytes
 * @returns {{ id: string, tag: number, lengthAt: number, contentAt: number, end: number }[]}
 */
function rowsOf(bytes) {
  const rows = [];
  let at = 0;
  while (at < bytes.length) {
    const colon = bytes.indexOf(COLON, at);
    if (colon < 0) throw new Error('a payload row without an id');
    const id = bytes.toString('latin1', at, colon);
    const tag = bytes[colon + 1] ?? 0;
    if (LENGTH_PREFIXED_TAGS.has(tag)) {
      const comma = bytes.indexOf(COMMA, colon + 2);
      const length = Number.parseInt(bytes.toString('latin1', colon + 2, comma), 16);
      rows.push({ id, tag, lengthAt: colon + 2, contentAt: comma + 1, end: comma + 1 + length });
      at = comma + 1 + length;
    } else {
      const lineFeed = bytes.indexOf(LINE_FEED, colon);
      const end = lineFeed < 0 ? bytes.length : lineFeed + 1;
      rows.push({ id, tag, lengthAt: -1, contentAt: colon + 1, end });
      at = end;
    }
  }
  return rows;
}

/**
 * Fails when Next escapes the payload otherwise than this step writes it back.
 *
 * @param {string} html
 */
export function dropInlinedStylesheetCopies(html) {
  const elements = elementsOf(html);
  // React writes its style resources with `data-precedence`; `data-href` lists their hrefs.
  const inlined = new Set(
    elements
      .filter(({ name, attributes }) => name === 'style' && 'data-precedence' in attributes)
      .flatMap(({ attributes }) =>
        (attributes['data-href'] ?? '').replaceAll('&amp;', '&').split(' '),
      )
      .filter(Boolean),
  );
  const pushes = elements
    .filter(({ name }) => name === 'script')
    .map((script) => ({ script, content: contentOf(html, script) }))
    .filter(({ content }) => content.startsWith(PUSH) && content.endsWith(')'))
    .map(({ script, content }) => ({
      from: script.end + PUSH.length,
      to: /** @type {number} */ (script.contentEnd) - 1,
      argument: content.slice(PUSH.length, -1),
    }));
  // `[1,"…"]` carries text rows; `[0]` starts the payload; `[2,…]` and `[3,…]` carry binary
  // rows or a form's state, which this step does not read.
  const scripts = pushes.filter(({ argument }) => argument.startsWith('[1,'));
  const otherRows = pushes.some(({ argument }) => /^\[[23],/.test(argument));
  if (inlined.size === 0 || scripts.length === 0 || otherRows) return html;

  const texts = scripts.map(({ argument: encoded }) => {
    const text = JSON.parse(encoded)[1];
    if (encodePush(text) !== encoded) throw new Error('the payload is escaped in an unknown way');
    return text;
  });
  const payload = texts.join('');
  const copies = new Set(
    [...payload.matchAll(STYLE_RESOURCE)]
      .filter((match) => inlined.has(JSON.parse(`"${match[1]}"`)))
      .map((match) => match[2]),
  );
  const bytes = Buffer.from(payload);
  const emptied = rowsOf(bytes).filter(
    (row) => copies.has(row.id) && row.tag === TEXT_TAG && row.end > row.contentAt,
  );
  if (emptied.length === 0) return html;

  // Each copy's row keeps its id and tag and gets the length 0: `7:T8d13,…` becomes `7:T0,`.
  const cuts = emptied.map((row) => ({ from: row.lengthAt, to: row.end }));
  const parts = [];
  let kept = 0;
  for (const cut of cuts) {
    parts.push(bytes.subarray(kept, cut.from), Buffer.from(EMPTY_LENGTH));
    kept = cut.to;
  }
  const rewritten = Buffer.concat([...parts, bytes.subarray(kept)]);
  // The payload's chunks stay where they are, each without the bytes of the copies it held: an
  // offset moves back by what was cut before it.
  const moved = (/** @type {number} */ offset) =>
    cuts.reduce(
      (position, cut) =>
        offset <= cut.from
          ? position
          : position -
            (Math.min(offset, cut.to) - cut.from) +
            (offset >= cut.to ? EMPTY_LENGTH.length : 0),
      offset,
    );
  let start = 0;
  const chunks = texts.map((text) => {
    const end = start + Buffer.byteLength(text);
    const chunk = rewritten.toString('utf8', moved(start), moved(end));
    start = end;
    return chunk;
  });
  return applyEdits(
    html,
    scripts.map((script, index) => ({ ...script, text: encodePush(chunks[index] ?? '') })),
  );
}
