import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';

import { axeViolations } from './setup/axe';
import { baseURL, newPage } from './setup/browser';
import { allPages } from './setup/routes';

/** One page of every template in both languages, and the not-found page. */
const templatePages = [
  ...allPages()
    .filter((page) => page.exists)
    .map((page) => page.path),
  '/gibt-es-nicht/',
  '/de/gibt-es-nicht/',
];

describe('accessibility (axe-core, WCAG 2.2 AA rules)', () => {
  it.each(templatePages)('%s has no violation in light or dark mode', async (path) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      const { page } = await newPage({ colorScheme });
      await page.goto(path);
      const violations = await axeViolations(page);
      expect(violations, `${path} (${colorScheme})`).toEqual([]);
      await page.context().close();
    }
  });

  it('is usable with the keyboard: the skip link comes first and lands on the content', async () => {
    const { page } = await newPage();
    await page.goto('/about/');
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focused).toBe('#main');
    await page.keyboard.press('Enter');
    expect(page.url()).toBe(`${baseURL()}/about/#main`);
    await page.context().close();
  });
});

describe('valid HTML (html-validate)', () => {
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

  it.each(templatePages)('%s validates', async (path) => {
    const html = await (await fetch(`${baseURL()}${path}`)).text();
    const report = await validator.validateString(html);
    const messages = report.results.flatMap((result) =>
      result.messages.map((message) => `${message.ruleId}: ${message.message}`),
    );
    expect(messages).toEqual([]);
  });
});
