import { expect, test } from '@playwright/test';

import { languageTags } from '@/i18n/locales';
import { localizedPath } from '@/routes/paths';
import { isIndexable } from '@/routes/registry';

import { baseURL } from './setup/env';
import { everyPage } from './setup/routes';

const pages = everyPage();

function attribute(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

test.describe('every page of the site', () => {
  test(`serves all ${pages.length} pages with their metadata`, async () => {
    for (const page of pages) {
      const response = await fetch(`${baseURL()}${page.path}`, {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(response.status, page.path).toBe(200);
      const html = await response.text();
      // Next puts the deployment id (`data-dpl-id`) on <html> too, before `lang`.
      expect(html, page.path).toMatch(
        new RegExp(`<html(?: [^>]*)? lang="${languageTags[page.locale]}"`),
      );
      expect(attribute(html, /<link rel="canonical" href="([^"]+)"/), page.path).toMatch(
        new RegExp(`${page.path.replace(/[/.]/g, '\\$&')}$`),
      );
      expect(html, page.path).toMatch(/<link rel="alternate" hrefLang="x-default" href="[^"]+"/);
      const ogImage = attribute(html, /<meta property="og:image" content="([^"]+)"/);
      expect(ogImage, page.path).toMatch(new RegExp(`/share/${page.locale}/.+\\.png$`));
      expect(html, page.path).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html.match(/<h1[\s>]/g)?.length, page.path).toBe(1);
    }
  });

  test('gives every page a title and description that fit in a search result', async () => {
    // What search engines show before they cut a line off: about 600 px of title, 160 characters.
    // Lengths as a reader counts them: an escaped character is one.
    const unescaped = (text: string) => text.replace(/&#?\w+;/g, '_');
    const tooLong: string[] = [];
    for (const page of pages.filter((candidate) => isIndexable(candidate.pathname))) {
      const html = await (await fetch(`${baseURL()}${page.path}`)).text();
      const title = unescaped(attribute(html, /<title>([^<]*)<\/title>/) ?? '');
      const description = unescaped(
        attribute(html, /<meta name="description" content="([^"]*)"/) ?? '',
      );
      if (title.length > 65) tooLong.push(`${page.path} title ${title.length}: ${title}`);
      if (description.length < 50 || description.length > 165) {
        tooLong.push(`${page.path} description ${description.length}: ${description}`);
      }
    }
    expect(tooLong).toEqual([]);
  });

  test('draws a 1200 × 630 PNG share image for every page in its language', async () => {
    for (const page of pages.filter((_, index) => index % 7 === 0)) {
      const html = await (await fetch(`${baseURL()}${page.path}`)).text();
      const image = attribute(html, /<meta property="og:image" content="([^"]+)"/) ?? '';
      const response = await fetch(new URL(new URL(image).pathname, baseURL()));
      expect(response.status, image).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const view = new DataView(bytes.buffer);
      expect([view.getUint32(16), view.getUint32(20)], image).toEqual([1200, 630]);
    }
  });
});

test.describe('sitemap, robots and feeds', () => {
  test('lists every page of both languages with alternates, and nothing else', async () => {
    const xml = await (await fetch(`${baseURL()}/sitemap.xml`)).text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (match) => new URL(match[1]!).pathname,
    );
    expect(urls.sort()).toEqual(
      pages
        .filter((page) => isIndexable(page.pathname))
        .map((page) => page.path)
        .sort(),
    );
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="de" href="[^"]+\/de\/uberuns\/"/);
    for (const excluded of [
      '/404/',
      '/sentry-client-test/',
      '/sentry-server-test/',
      '/unsubscribe/',
      '/thank-you/message/',
      '/de/newsletter/bestaetigen/',
    ]) {
      expect(urls).not.toContain(excluded);
    }
  });

  test('names the sitemap in robots.txt', async () => {
    const robots = await (await fetch(`${baseURL()}/robots.txt`)).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    expect(robots).toContain('Disallow: /sentry-server-test/');
  });

  for (const locale of ['en', 'de'] as const) {
    test(`publishes the ${locale} blog as RSS, linked from the blog`, async () => {
      const blog = await (await fetch(`${baseURL()}${localizedPath('/blog', locale)}`)).text();
      const feedUrl = attribute(
        blog,
        /<link rel="alternate" type="application\/rss\+xml" href="([^"]+)"/,
      );
      const feedPath = new URL(feedUrl ?? '', baseURL()).pathname;
      expect(feedPath).toBe(`${localizedPath('/blog', locale)}feed.xml`);
      const response = await fetch(`${baseURL()}${feedPath}`);
      expect(response.headers.get('content-type')).toContain('application/rss+xml');
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      expect(xml.match(/<item>/g)?.length).toBe(
        pages.filter((page) => page.pathname === '/blog/[slug]' && page.locale === locale).length,
      );
    });
  }
});

test.describe('structured data', () => {
  for (const [path, types] of [
    ['/', ['Organization', 'WebSite']],
    ['/de/dienstleistungen/web-applications/', ['Service', 'BreadcrumbList', 'FAQPage']],
    ['/blog/postgres-is-enough/', ['BlogPosting', 'BreadcrumbList']],
    ['/de/team/nadia-keller/', ['Person', 'BreadcrumbList']],
    ['/jobs/platform-engineer/', ['JobPosting', 'BreadcrumbList']],
    ['/de/preise/', ['FAQPage']],
    ['/cto-early-stage-startups/', ['FAQPage']],
    ['/case-studies/alpina-logistics-dispatch/', ['Article', 'BreadcrumbList']],
  ] as const) {
    test(`${path} describes itself as ${JSON.stringify(types)}`, async () => {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const found = [
        ...html.matchAll(/<script type="application\/ld\+json">([^<]+)<\/script>/g),
      ].map((match) => (JSON.parse(match[1]!) as { '@type': string })['@type']);
      for (const type of types) expect(found).toContain(type);
    });
  }
});
