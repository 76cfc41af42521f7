import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { rewritePrerenderedPages } from './prerendered-pages.mjs';

const chunk = (name: string) => `/_next/static/chunks/${name}.js?dpl=build-1`;
const css = 'body{margin:0}';

/**
 * A prerendered page in the shape Next 16 writes it: scripts, a stylesheet and its copy, and a
 * first-screen picture.
 */
const page = [
  '<!DOCTYPE html><html lang="en-US"><head><meta name="viewport" content="width=device-width"/>',
  '<style data-precedence="next" data-href="/site.css">body{margin:0}</style>',
  `<script src="${chunk('react')}" async=""></script>`,
  '</head><body><h1>Hello</h1>',
  '<img alt="" loading="lazy" src="/portrait.png" data-preload-media="(prefers-color-scheme: dark)"/>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  `<script>self.__next_f.push(${JSON.stringify([
    1,
    `0:["$","style",null,{"href":"/site.css","precedence":"next","children":"$1"}]\n1:Te,${css}`,
  ])})</script>`,
  `<script src="${chunk('main')}" async=""></script>`,
  '</body></html>',
].join('');

function buildWith(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'prerendered-'));
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), html);
  }
  return dir;
}

describe('rewritePrerenderedPages', () => {
  it('rewrites every prerendered page, in nested folders too, in both ways, and lists their scripts', () => {
    const dir = buildWith({ 'en.html': page, 'de/preise.html': page, 'en.rsc': page });
    expect(rewritePrerenderedPages(dir, dir)).toEqual([chunk('react'), chunk('main')]);

    for (const file of ['en.html', 'de/preise.html']) {
      const html = readFileSync(join(dir, file), 'utf8');
      expect(html).toContain(`<script src="${chunk('react')}" async=""></script>`);
      expect(html).toContain('\\n1:T0,"])');
      expect(html.split(css)).toHaveLength(2);
      expect(html).toContain('<link rel="preload" as="image" href="/portrait.png"');
    }
    // The payloads of client-side navigations are not pages.
    expect(readFileSync(join(dir, 'en.rsc'), 'utf8')).toBe(page);
  });

  it('names the page whose shape it does not know', () => {
    const changed = page.replace(' src="/portrait.png"', '');
    expect(() => rewritePrerenderedPages(buildWith({ 'en.html': changed }), tmpdir())).toThrow(
      /en\.html: a first-screen picture without a source/,
    );
  });

  it('fails when no page had the scripts it expects', () => {
    const none = '<!DOCTYPE html><html><head></head><body></body></html>';
    expect(() => rewritePrerenderedPages(buildWith({ 'en.html': none }), tmpdir())).toThrow(
      /no prerendered page/,
    );
  });
});
