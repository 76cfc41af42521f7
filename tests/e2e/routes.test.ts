import { describe, expect, it } from 'vitest';

import { languageTags } from '@/i18n/locales';

import { baseURL, newPage } from './setup/browser';
import { allPages } from './setup/routes';

const pages = allPages();

describe('every route of the table', () => {
  it.each(pages.filter((page) => page.exists).map((page) => [page.path, page] as const))(
    '%s answers 200 with lang, title, canonical and hreflang',
    async (path, { locale, pathname, params }) => {
      const { page, consoleErrors } = await newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(`${baseURL()}${path}`);
      expect(await page.getAttribute('html', 'lang')).toBe(languageTags[locale]);
      expect(await page.title()).toMatch(/\S.*Limmat Labs|Limmat Labs.*\S/);
      expect(await page.locator('h1').count()).toBe(1);
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
      await page.context().close();
    },
  );

  it.each(pages.filter((page) => !page.exists).map((page) => [page.path] as const))(
    '%s exists in English only and answers 404 in German',
    async (path) => {
      const response = await fetch(`${baseURL()}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('lang="de-CH"');
    },
  );

  it('renders only links that end in a slash', async () => {
    const { page } = await newPage();
    for (const path of ['/', '/de/', '/blog/', '/de/dienstleistungen/']) {
      await page.goto(path);
      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(10);
      for (const href of hrefs) expect(href.split(/[?#]/)[0]).toMatch(/\/$/);
    }
    await page.context().close();
  });
});
