import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { readingMinutes } from '@/content/queries';

import { renderMarkdown, tableOfContents } from './render';

async function html(markdown: string, options = {}): Promise<string> {
  return renderToStaticMarkup(await renderMarkdown(markdown, options));
}

describe('renderMarkdown', () => {
  it('gives headings ids and anchor links', async () => {
    expect(await html('## Why it matters\n\nText')).toContain(
      '<h2 id="why-it-matters" class="group scroll-mt-24"><a href="#why-it-matters"',
    );
  });

  it('sends links through the safe Link', async () => {
    const output = await html(
      '[ok](/services/) [out](https://example.com/) [bad](javascript:alert(1)) [data](data:text/html,x)',
    );
    // (next/link applies the trailing-slash setting only inside the built app.)
    expect(output).toMatch(/href="\/services\/?"/);
    expect(output).toContain('href="https://example.com/" rel="noopener noreferrer"');
    expect(output).not.toMatch(/href="(javascript|data):/);
  });

  it('highlights code at build time into plain HTML with both themes', async () => {
    const output = await html('```ts\nconst answer: number = 42;\n```');
    expect(output).toContain('class="shiki');
    expect(output).toMatch(/--shiki-light:#[0-9a-f]+;--shiki-dark:#[0-9a-f]+/i);
    expect(output).not.toContain('<script');
  });

  it('keeps a spaced dash with the word before it, in prose but not in code', async () => {
    const output = await html('## Wer – und wie\n\nAcht Wochen – ein Jahr. `a – b`');
    expect(output).toContain('<h2 id="wer--und-wie"');
    expect(output).toContain('Wer\u00a0– und wie');
    expect(output).toContain('Acht Wochen\u00a0– ein Jahr.');
    expect(output).toContain('<code>a – b</code>');
  });

  it('moves headings and prefixes ids for texts shown side by side', async () => {
    expect(await html('## Your role', { idPrefix: 'job-', headingOffset: 2 })).toContain(
      '<h4 id="job-your-role"',
    );
  });
});

describe('tableOfContents', () => {
  it('lists the second- and third-level headings', async () => {
    expect(await tableOfContents('## One\n\ntext\n\n### Two\n\n#### Three')).toEqual([
      { id: 'one', text: 'One', level: 2 },
      { id: 'two', text: 'Two', level: 3 },
    ]);
  });
});

describe('readingMinutes', () => {
  it('counts words outside code at 220 a minute, at least one', () => {
    expect(readingMinutes('word '.repeat(440))).toBe(2);
    expect(readingMinutes(`hello\n\`\`\`\n${'code '.repeat(1000)}\n\`\`\``)).toBe(1);
  });
});
