import { get, type IncomingHttpHeaders } from 'node:http';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

import { expect, test } from '@playwright/test';

import { site } from '@/config/site';

import { baseURL } from './setup/env';
import { PAGE_COMPRESSION } from '../../scripts/lib/page-cache.mjs';

test.describe('page shell', () => {
  test('carries favicons, theme colours and Organization data on every page', async ({ page }) => {
    for (const path of ['/', '/de/preise/', '/blog/choosing-a-software-partner/']) {
      await page.goto(path);
      await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
        'href',
        '/favicon.svg',
      );
      await expect(page.locator('link[rel="icon"][type="image/png"]')).toHaveCount(1);
      await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
      const themeColors = await page
        .locator('meta[name="theme-color"]')
        .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('media')));
      expect(themeColors).toEqual([
        '(prefers-color-scheme: light)',
        '(prefers-color-scheme: dark)',
      ]);

      const jsonLd = (
        await page
          .locator('script[type="application/ld+json"]')
          .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '{}')))
      ).find((data: { '@type'?: string }) => data['@type'] === 'Organization');
      expect(jsonLd['@type']).toBe('Organization');
      expect(jsonLd.name).toBe(site.legalName);
      expect(jsonLd.logo).toMatchObject({
        width: String(site.logo.width),
        height: String(site.logo.height),
      });
      expect(jsonLd.address).toMatchObject({
        addressCountry: 'CH',
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        streetAddress: site.address.street,
      });
      expect(jsonLd.telephone).toBe(site.phone);
      expect(jsonLd.email).toBe(site.email);
      expect(jsonLd.sameAs).toEqual(Object.values(site.social));
    }
  });

  test('serves the favicon assets', async () => {
    for (const asset of ['/favicon.svg', '/favicon-32.png', '/apple-touch-icon.png', '/logo.png']) {
      expect((await fetch(`${baseURL()}${asset}`)).status).toBe(200);
    }
  });

  test('has a header with navigation and a footer that links every section and the legal pages', async ({
    page,
  }) => {
    await page.goto('/');
    const footerLinks = await page
      .locator('footer a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of [
      '/about/',
      '/jobs/',
      '/blog/',
      '/contact-us/',
      '/services/',
      '/case-studies/',
      '/pricing/',
      '/cto-early-stage-startups/',
      '/cto-for-my-startup/',
      '/imprint/',
      '/disclaimer/',
      '/jetbrains-eula/',
      '/unsubscribe/',
    ]) {
      expect(footerLinks).toContain(href);
    }
    await page.goto('/de/');
    const germanFooter = await page
      .locator('footer a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(germanFooter).toContain('/de/impressum/');
    // English-only pages are linked in English from German pages too.
    expect(germanFooter).toContain('/disclaimer/');
    expect(await page.locator('header nav a').count()).toBeGreaterThan(4);
  });

  test('sends the security headers and no X-Powered-By', async () => {
    for (const path of ['/', '/de/uberuns/', '/favicon.svg', '/nope/']) {
      const response = await fetch(`${baseURL()}${path}`);
      const headers = response.headers;
      expect(headers.get('strict-transport-security')).toMatch(/max-age=\d{8}/);
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      const permissions = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) {
        expect(permissions).toContain(feature);
      }
      expect(headers.get('x-frame-options')).toBe('DENY');
      expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });

  test('sends the scripts brotli-compressed to browsers that take it, the same once decoded', async () => {
    const html = await (await fetch(`${baseURL()}/about/`)).text();
    const scripts = [...new Set(html.match(/\/_next\/static\/chunks\/[^"]+?\.js[^"]*/g))];
    expect(scripts.length).toBeGreaterThan(5);
    for (const script of scripts.map((path) => path.replaceAll('&amp;', '&'))) {
      const identity = await fetch(`${baseURL()}${script}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      const brotli = await fetch(`${baseURL()}${script}`, {
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
      });
      expect(brotli.headers.get('content-encoding'), script).toBe('br');
      expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(brotli.headers.get('x-content-type-options')).toBe('nosniff');
      // fetch decodes the body: it is the file itself.
      expect(await brotli.text()).toBe(await identity.text());
      const withoutBrotli = await fetch(`${baseURL()}${script}`, {
        headers: { 'accept-encoding': 'gzip, br;q=0' },
      });
      expect(withoutBrotli.headers.get('content-encoding')).toBe('gzip');
      await withoutBrotli.arrayBuffer();
    }
  });

  test('sends pages and their payloads in brotli or gzip, as the browser takes them', async () => {
    const requests: { path: string; headers: Record<string, string>; type: string }[] = [
      { path: '/de/', headers: {}, type: 'text/html' },
      { path: '/about/', headers: { rsc: '1' }, type: 'text/x-component' },
      // Rendered per request, streamed.
      { path: '/unsubscribe/?token=not-a-token', headers: {}, type: 'text/html' },
    ];
    for (const { path, headers, type } of requests) {
      const answer = async (acceptEncoding: string) => {
        const response = await fetch(`${baseURL()}${path}`, {
          headers: { ...headers, 'accept-encoding': acceptEncoding },
        });
        expect(response.headers.get('content-type'), path).toContain(type);
        expect(response.headers.get('vary'), path).toMatch(/accept-encoding/i);
        // fetch decodes the body.
        return { encoding: response.headers.get('content-encoding'), text: await response.text() };
      };
      const brotli = await answer('gzip, deflate, br, zstd');
      const gzip = await answer('gzip, deflate');
      const identity = await answer('identity');
      expect([brotli.encoding, gzip.encoding, identity.encoding], path).toEqual([
        'br',
        'gzip',
        null,
      ]);
      if (type === 'text/html') {
        for (const { text } of [brotli, gzip, identity]) expect(text).toMatch(/<\/html>$/);
      }
      // A prerendered answer is the same whichever way it travelled.
      if (!path.startsWith('/unsubscribe/')) {
        expect(brotli.text).toBe(identity.text);
        expect(gzip.text).toBe(identity.text);
      }
    }
  });

  test('sends a prerendered page asked for again from memory, as Next sent it', async () => {
    /** The answer as it travels: fetch would decode it. */
    const visit = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer; html: Buffer }>(
        (resolve, reject) => {
          const sent = { 'accept-encoding': 'br', ...headers };
          get(`${baseURL()}${path}`, { headers: sent }, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const body = Buffer.concat(chunks);
              resolve({ headers: response.headers, body, html: brotliDecompressSync(body) });
            });
          }).on('error', reject);
        },
      );
    for (const path of ['/de/preise/', '/about/']) {
      // A same-origin navigation always goes to Next (it may switch the language).
      const fromNext = await visit(path, { 'sec-fetch-site': 'same-origin' });
      const best = brotliCompressSync(fromNext.html, PAGE_COMPRESSION.br(fromNext.html));
      let kept = fromNext;
      await expect.poll(async () => (kept = await visit(path)).body.equals(best)).toBe(true);
      expect(kept.html.equals(fromNext.html)).toBe(true);
      for (const name of ['content-security-policy', 'etag', 'cache-control', 'x-frame-options']) {
        expect(kept.headers[name], name).toBe(fromNext.headers[name]);
      }
      expect(kept.headers['content-encoding']).toBe('br');
      expect(kept.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  test('serves static pages prerendered, with a shared-cache lifetime', async () => {
    for (const path of ['/', '/de/', '/about/', '/de/blog/choosing-a-software-partner/']) {
      const response = await fetch(`${baseURL()}${path}`, {
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(response.headers.get('cache-control')).toMatch(/s-maxage=\d+/);
      expect(response.headers.get('x-nextjs-prerender')).toMatch(/^1(, 1)*$/);
    }
  });

  test('writes the stylesheet into the head, and nowhere else', async () => {
    // Next repeats every stylesheet the layouts import in the payload (vercel/next.js#95141), and
    // the global error page's as well; the build empties those copies
    // (scripts/lib/after-build/stylesheet-copy.mjs). Were the global error page to import the site's
    // stylesheet again, or the build to miss a copy, the page would carry it twice.
    // A rule only the site's stylesheet has.
    const rule = '--color-canvas:var(--canvas);';
    for (const path of ['/', '/de/preise/', '/blog/choosing-a-software-partner/']) {
      const html = await (await fetch(`${baseURL()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, path).not.toContain('rel="stylesheet"');
      expect(head.split(rule).length - 1, path).toBe(1);
      expect(html.split(rule).length - 1, path).toBe(1);
    }
  });
});
