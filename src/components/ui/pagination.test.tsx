import { HtmlValidate } from 'html-validate';
import { NextIntlClientProvider } from 'next-intl';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { Pagination } from './pagination';

/** Renders the pagination of an English page (links read the request's locale from next-intl). */
function render(current: number, total: number): string {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en">
      <Pagination
        label="Blog pages"
        previousLabel="Newer"
        nextLabel="Older"
        pageLabel={(page) => `Page ${page}`}
        current={current}
        total={total}
        hrefFor={(page) =>
          page === 1 ? '/blog' : { pathname: '/blog/page/[page]', params: { page: String(page) } }
        }
      />
    </NextIntlClientProvider>,
  );
}

const pageNumbers = (html: string) =>
  [...html.matchAll(/aria-label="Page (\d+)"/g)].map((match) => Number(match[1]));

describe('Pagination', () => {
  it('links the first, the last and the neighbours of the current page of a long blog', () => {
    const html = render(50, 168);
    expect(pageNumbers(html)).toEqual([1, 49, 50, 51, 168]);
    expect(html).toMatch(/aria-current="page"[^>]*aria-label="Page 50"/);
    expect(html).toMatch(/rel="prev"[^>]*>.*Newer/);
    expect(html).toMatch(/rel="next"[^>]*>.*Older/);
    // The two gaps are hidden from screen readers, whose users hear the page numbers.
    expect(html.match(/<li aria-hidden="true"[^>]*>…<\/li>/g)).toHaveLength(2);
  });

  it('stays the same size however long the blog grows', () => {
    const sizes = [20, 200, 2000].map((total) => pageNumbers(render(10, total)).length);
    expect(new Set(sizes).size).toBe(1);
  });

  it('renders valid HTML', async () => {
    const report = await new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: { 'attr-case': 'off', 'no-inline-style': 'off' },
    }).validateString(render(50, 168));
    const messages = report.results.flatMap((result) => result.messages.map((m) => m.message));
    expect(messages).toEqual([]);
  });
});
