import { createRequire } from 'node:module';

import { describe, expect, it } from 'vitest';

import { dropInlinedStylesheetCopies } from './stylesheet-copy.mjs';

/** React's own reader of the payload, the one Next's client uses. */
const { createFromReadableStream } = createRequire(import.meta.url)(
  'next/dist/compiled/react-server-dom-turbopack/client.edge',
) as {
  createFromReadableStream: (stream: ReadableStream, options: object) => Promise<unknown>;
};

const css = 'body{margin:0}blockquote::before{content:"«"}a{color:#0a0}';
const href = '/_next/static/chunks/site.css?dpl=build-1&v=2';

/** The payload Next writes for a page with an inlined stylesheet: its text in a row of its own. */
const payload = [
  `0:["$","main",null,{"children":[["$","style","0",{"nonce":"$undefined","precedence":"next","href":${JSON.stringify(href)},"children":"$1"}],["$","h1",null,{"children":"Grüezi <mitenand>"}],"$2"]}]\n`,
  `1:T${Buffer.byteLength(css).toString(16)},${css}`,
  `2:["$","p",null,{"children":"Preise in CHF & mehr"}]\n`,
].join('');

/** Next's escaping of a payload chunk for a script element. */
const pushed = (text: string) =>
  `<script>self.__next_f.push(${JSON.stringify([1, text]).replace(
    /[&<>]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )})</script>`;

/** A page whose payload is cut into chunks at `cuts` (character offsets), as Next streams it. */
function pageWith({ cuts, styleHref = href }: { cuts: number[]; styleHref?: string }) {
  const chunks = [0, ...cuts, payload.length]
    .slice(1)
    .map((end, index, ends) => payload.slice(index === 0 ? 0 : ends[index - 1], end));
  return [
    '<!DOCTYPE html><html lang="de-CH"><head>',
    `<style data-precedence="next" data-href="${styleHref.replaceAll('&', '&amp;')}">${css}</style>`,
    '</head><body><main><h1>Grüezi &lt;mitenand&gt;</h1></main>',
    '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    chunks.map(pushed).join('<!--$-->'),
    '</body></html>',
  ].join('');
}

/** The chunks of a page's payload, joined, as the browser receives them. */
function payloadOf(html: string) {
  return [...html.matchAll(/self\.__next_f\.push\((\[1,"(?:[^"\\]|\\.)*"\])\)/g)]
    .map((match) => JSON.parse(match[1] ?? '')[1] as string)
    .join('');
}

/** What React makes of a payload: the page's element tree. */
async function read(text: string) {
  const stream = new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const manifest = { moduleMap: {}, moduleLoading: null, serverModuleMap: null };
  return createFromReadableStream(stream, { serverConsumerManifest: manifest });
}

describe('dropInlinedStylesheetCopies', () => {
  const textAt = payload.indexOf(css);

  it.each([
    ['one chunk', []],
    ['chunks cut in the row’s length and in its text', [textAt - 3, textAt + 30]],
    ['a chunk that holds nothing but the text', [textAt, textAt + css.length]],
  ])('empties the copy and keeps the rest of the payload (%s)', async (_, cuts) => {
    const page = pageWith({ cuts });
    const dropped = dropInlinedStylesheetCopies(page);

    expect(payloadOf(dropped)).toBe(payload.replace(/1:T[0-9a-f]+,[^]*?(?=2:)/, '1:T0,'));
    expect(dropped.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(cuts.length + 1);
    // The stylesheet itself stays in the head.
    expect(dropped).toContain(`">${css}</style>`);

    const tree = JSON.stringify(await read(payloadOf(dropped)));
    expect(tree).toContain(`"precedence":"next","href":${JSON.stringify(href)},"children":""`);
    expect(tree).toContain('"children":"Grüezi <mitenand>"');
    expect(tree).toContain('"children":"Preise in CHF & mehr"');
  });

  it('keeps the copy of a stylesheet the page does not inline', () => {
    const page = pageWith({ cuts: [], styleHref: '/_next/static/chunks/other.css' });
    expect(dropInlinedStylesheetCopies(page)).toBe(page);
  });

  it('leaves a page without a payload as it is', () => {
    const plain = '<!DOCTYPE html><html><head></head><body><p>Hoi</p></body></html>';
    expect(dropInlinedStylesheetCopies(plain)).toBe(plain);
  });

  it('fails when the payload is escaped in a way it would not write back', () => {
    // JSON may spell ü as \u00fc; Next does not, and writing it back as ü would change the page.
    const page = pageWith({ cuts: [] }).replace(
      '"children\\":\\"Grüezi',
      '"children\\":\\"Gr\\u00fcezi',
    );
    expect(() => dropInlinedStylesheetCopies(page)).toThrow(/escaped in an unknown way/);
  });
});
