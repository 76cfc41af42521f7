import 'server-only';

import rehypeShiki from '@shikijs/rehype';
import type { Element, Root } from 'hast';
import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { toString } from 'hast-util-to-string';
import type { ReactElement } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';

import { typesetText } from '@/i18n/typography';

import { markdownComponents } from './components';

/** The site's line-break rules (src/i18n/typography.ts) over a text's prose; code stays as written. */
function rehypeTypeset() {
  const visit = (parent: Root | Element) => {
    for (const node of parent.children) {
      if (node.type === 'text') node.value = typesetText(node.value);
      else if (node.type === 'element' && node.tagName !== 'code') visit(node);
    }
  };
  return visit;
}

/**
 * Markdown to React at build time: GFM, heading ids, and Shiki's highlighting as plain HTML with
 * both themes' colours as CSS variables, so that no highlighting code reaches the browser.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSlug)
  .use(rehypeTypeset)
  .use(rehypeShiki, {
    themes: { light: 'github-light', dark: 'github-dark-default' },
    defaultColor: false,
    langs: [
      'ts',
      'tsx',
      'js',
      'json',
      'sql',
      'yaml',
      'bash',
      'diff',
      'kotlin',
      'swift',
      'dart',
      'http',
      'dockerfile',
      'toml',
      'python',
    ],
    fallbackLanguage: 'text',
  });

const rendered = new Map<string, Promise<Root>>();

function toHast(markdown: string): Promise<Root> {
  let tree = rendered.get(markdown);
  if (!tree) {
    tree = processor.run(processor.parse(markdown));
    rendered.set(markdown, tree);
  }
  return tree;
}

export type RenderOptions = {
  /** Prefixes heading ids, for pages that show several texts (one per job). */
  idPrefix?: string;
  /** Moves headings down, for texts nested under a heading of the page (`##` → `####`). */
  headingOffset?: number;
};

const HEADING = /^h([1-6])$/;

/** A copy of the tree with heading levels and ids adjusted to where the text is shown. */
function placed(tree: Root, { idPrefix = '', headingOffset = 0 }: RenderOptions): Root {
  if (!idPrefix && !headingOffset) return tree;
  const copy = structuredClone(tree);
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const level = HEADING.exec(child.tagName)?.[1];
      if (level) {
        child.tagName = `h${Math.min(6, Number(level) + headingOffset)}`;
        if (child.properties.id) child.properties.id = `${idPrefix}${String(child.properties.id)}`;
      }
      visit(child);
    }
  };
  visit(copy);
  return copy;
}

export async function renderMarkdown(
  markdown: string,
  options: RenderOptions = {},
): Promise<ReactElement> {
  return toJsxRuntime(placed(await toHast(markdown), options), {
    Fragment,
    jsx,
    jsxs,
    components: markdownComponents,
  }) as ReactElement;
}

export type TocEntry = { id: string; text: string; level: 2 | 3 };

export async function tableOfContents(markdown: string): Promise<TocEntry[]> {
  const tree = await toHast(markdown);
  return tree.children
    .filter(
      (node): node is Element =>
        node.type === 'element' && (node.tagName === 'h2' || node.tagName === 'h3'),
    )
    .map((heading) => ({
      id: String(heading.properties.id ?? ''),
      text: toString(heading),
      level: heading.tagName === 'h2' ? 2 : 3,
    }));
}
