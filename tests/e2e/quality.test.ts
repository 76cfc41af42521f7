import { HtmlValidate } from 'html-validate';

import { axeViolations } from './setup/axe';
import { baseURL } from './setup/env';
import { allPages } from './setup/routes';
import { expect, test } from './setup/test';

/**
 * One page of every template in both languages, the not-found page, and a post with highlighted
 * code (the colours of its tokens in both themes).
 */
const templatePages = [
  ...new Set([
    ...allPages()
      .filter((page) => page.exists)
      .map((page) => page.path),
    '/gibt-es-nicht/',
    '/de/gibt-es-nicht/',
    '/de/blog/postgres-is-enough/',
  ]),
];

test.describe('accessibility (axe-core, WCAG 2.2 AA rules)', () => {
  for (const path of templatePages) {
    test(`${path} has no violation in light or dark mode`, async ({ newPage }) => {
      for (const colorScheme of ['light', 'dark'] as const) {
        const { page } = await newPage({ colorScheme });
        await page.goto(path);
        const violations = await axeViolations(page);
        expect(violations, `${path} (${colorScheme})`).toEqual([]);
        await page.context().close();
      }
    });
  }

  test('is usable with the keyboard: the skip link comes first and lands on the content', async ({
    page,
  }) => {
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveAttribute('href', '#main');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${baseURL()}/about/#main`);
  });
});

test.describe('valid HTML (html-validate)', () => {
  const validator = new HtmlValidate({
    extends: ['html-validate:recommended'],
    rules: {
      // React writes attributes in camelCase (`hrefLang`); HTML attribute names are
      // case-insensitive, so this is valid markup, not an error.
      'attr-case': 'off',
      // Next.js gives an internal script the id `_R_`: valid HTML, only unusual.
      'valid-id': ['error', { relaxed: true }],
      'attribute-boolean-style': 'off',
      'attribute-empty-style': 'off',
      'no-inline-style': 'off',
      'void-style': 'off',
      'no-trailing-whitespace': 'off',
      'long-title': 'off',
      // Next.js streams its payload in inline scripts.
      'no-raw-characters': 'off',
    },
  });

  for (const path of templatePages) {
    test(`${path} validates`, async () => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const report = await validator.validateString(html);
      const messages = report.results.flatMap((result) =>
        result.messages.map((message) => `${message.ruleId}: ${message.message}`),
      );
      expect(messages).toEqual([]);
    });
  }
});
