import { languageTags } from '@/i18n/locales';

import { baseURL } from './setup/env';
import { allPages } from './setup/routes';
import { expect, test } from './setup/test';

const pages = allPages();

test.describe('every route of the table', () => {
  for (const { path, locale, pathname, params } of pages.filter((page) => page.exists)) {
    test(`${path} answers 200 with lang, title, canonical and hreflang`, async ({
      page,
      consoleErrors,
    }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(`${baseURL()}${path}`);
      await expect(page.locator('html')).toHaveAttribute('lang', languageTags[locale]);
      await expect(page).toHaveTitle(/\S.*Limmat Labs|Limmat Labs.*\S/);
      await expect(page.locator('h1')).toHaveCount(1);
      const description = await page.getAttribute('meta[name="description"]', 'content');
      expect(description?.length).toBeGreaterThan(50);

      const canonical = await page.getAttribute('link[rel="canonical"]', 'href');
      expect(canonical).toMatch(new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`));

      const alternates = await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          Object.fromEntries(
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          ),
        );
      const english = pages.find((p) => p.pathname === pathname && p.locale === 'en')!;
      const german = pages.find((p) => p.pathname === pathname && p.locale === 'de')!;
      expect(alternates.en).toMatch(new RegExp(`^https?://[^/]+${english.path}$`));
      expect(alternates['x-default']).toBe(alternates.en);
      if (german.exists) {
        expect(alternates.de).toMatch(new RegExp(`^https?://[^/]+${german.path}$`));
      } else {
        expect(alternates.de).toBeUndefined();
      }
      expect(Object.values(params).every((value) => path.includes(value))).toBe(true);
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const { path } of pages.filter((page) => !page.exists)) {
    test(`${path} exists in English only and answers 404 in German`, async () => {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('lang="de-CH"');
    });
  }

  test('renders only links that end in a slash', async ({ page }) => {
    for (const path of ['/', '/de/', '/blog/', '/de/dienstleistungen/']) {
      await page.goto(path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) expect(href.split(/[?#]/)[0]).toMatch(/\/$/);
    }
  });
});
