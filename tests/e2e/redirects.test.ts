import { expect, test } from '@playwright/test';

import { baseURL, blogOffBaseURL } from './setup/env';

async function follow(base: string, path: string) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  const location = response.headers.get('location');
  const target = location ? new URL(location, base) : null;
  return {
    status: response.status,
    target: target ? `${target.pathname}${target.search}` : null,
    targetStatus: target
      ? (await fetch(target, { redirect: 'manual', headers: { 'sec-fetch-site': 'same-origin' } }))
          .status
      : null,
  };
}

/** [from, to]: each a permanent redirect that lands on a page in one hop. */
const permanentRedirects: Array<[string, string]> = [
  ['/about', '/about/'],
  ['/de', '/de/'],
  ['/de/uberuns?ref=mail', '/de/uberuns/?ref=mail'],
  ['/blog/choosing-a-software-partner', '/blog/choosing-a-software-partner/'],
  ['/en/about/', '/about/'],
  ['/en/', '/'],
  ['/de/about/', '/de/uberuns/'],
  ['/de/services/web-applications/', '/de/dienstleistungen/web-applications/'],
  ['/contact/', '/contact-us/'],
  ['/contact', '/contact-us/'],
  ['/contact/?utm_source=flyer', '/contact-us/?utm_source=flyer'],
  ['/de/contact/', '/de/contact-us/'],
  ['/insights/', '/blog/'],
  ['/insights/some-old-article/', '/blog/'],
  ['/de/insights/', '/de/blog/'],
  ['/blogs/', '/blog/'],
  ['/blogs/choosing-a-software-partner/', '/blog/choosing-a-software-partner/'],
  ...[
    '/services/ctoaas/',
    '/ctoaas/',
    '/services/frontend/',
    '/services/backend/',
    '/services/mobile/',
    '/services/ecommerce/',
    '/services/integrations/',
    '/services/devops/',
    '/services/design/',
    '/daas/',
    '/startup-services/',
    '/experience/',
    '/approach/',
  ].flatMap((path): Array<[string, string]> => [
    [path, '/services/'],
    [`/de${path}`, '/de/dienstleistungen/'],
  ]),
  ['/de/dienstleistungen/frontend/', '/de/dienstleistungen/'],
  ['/our-work/', '/case-studies/'],
  ['/projects/', '/case-studies/'],
  ['/portfolio/', '/case-studies/'],
  ['/portfolio/alpina/', '/case-studies/'],
  ['/de/our-work/', '/de/case-studies/'],
  ['/de/portfolio/x/', '/de/case-studies/'],
  ['/technical-library/', '/'],
  ['/technical-library/typescript/', '/'],
  ['/references/', '/'],
  ['/de/references/', '/de/'],
];

test.describe('redirects', () => {
  for (const [from, to] of permanentRedirects) {
    test(`${from} → ${to} in one permanent hop`, async () => {
      const result = await follow(baseURL(), from);
      expect([301, 308]).toContain(result.status);
      expect(result.target).toBe(to);
      expect(result.targetStatus).toBe(200);
    });
  }

  for (const path of ['/blog/references-in-typescript/', '/blog/insights-2026/', '/about/']) {
    test(`${path} is not redirected (rules match whole segments)`, async () => {
      const result = await follow(baseURL(), path);
      expect(result.status).not.toBe(308);
      expect(result.target).toBeNull();
    });
  }

  for (const [from, to] of [
    ['/blog/', '/'],
    ['/blog/choosing-a-software-partner/', '/'],
    ['/de/blog/', '/de/'],
    ['/insights/', '/'],
    ['/de/insights/', '/de/'],
    ['/blogs/', '/'],
  ] as const) {
    test(`with show_blog off, ${from} → ${to} with a temporary 307`, async () => {
      const result = await follow(blogOffBaseURL(), from);
      expect(result.status).toBe(307);
      expect(result.target).toBe(to);
      expect(result.targetStatus).toBe(200);
    });
  }

  test('sends the security headers with redirects too', async () => {
    const response = await fetch(`${baseURL()}/contact/`, { redirect: 'manual' });
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
