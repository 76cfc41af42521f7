import { describe, expect, it } from 'vitest';

import { resolveRedirect } from './redirects';

const on = { showBlog: true };
const off = { showBlog: false };

describe('resolveRedirect', () => {
  it.each([
    ['/', null],
    ['/de/', null],
    ['/about/', null],
    ['/de/uberuns/', null],
    ['/blog/references-in-typescript/', null],
    ['/blog/insights-from-a-year/', null],
    ['/services/web-applications/', null],
    ['/favicon.svg', null],
  ])('leaves %s alone', (path, expected) => {
    expect(resolveRedirect(path, on)).toBe(expected);
  });

  it.each([
    ['/about', '/about/'],
    ['/de', '/de/'],
    ['/de/uberuns', '/de/uberuns/'],
    ['/blog/a-post', '/blog/a-post/'],
    ['/en', '/'],
    ['/en/', '/'],
    ['/en/about/', '/about/'],
    ['/en/about', '/about/'],
  ])('adds the trailing slash and drops the /en prefix: %s → %s', (path, location) => {
    expect(resolveRedirect(path, on)).toEqual({ location, status: 308 });
  });

  it.each([
    ['/de/about/', '/de/uberuns/'],
    ['/de/about', '/de/uberuns/'],
    ['/de/services/web-applications/', '/de/dienstleistungen/web-applications/'],
    ['/de/cto-for-my-startup/', '/de/growth-stage-startups/'],
  ])('translates the English slug of a German path: %s → %s', (path, location) => {
    expect(resolveRedirect(path, on)).toEqual({ location, status: 308 });
  });

  it('leaves German paths without a translated slug alone', () => {
    expect(resolveRedirect('/de/jobs/', on)).toBeNull();
    expect(resolveRedirect('/de/disclaimer/', on)).toBeNull();
    expect(resolveRedirect('/de/unknown/', on)).toBeNull();
  });

  it.each([
    ['/contact/', '/contact-us/'],
    ['/contact', '/contact-us/'],
    ['/de/contact/', '/de/contact-us/'],
    ['/en/contact/', '/contact-us/'],
    ['/insights/', '/blog/'],
    ['/insights', '/blog/'],
    ['/insights/an-old-post/', '/blog/'],
    ['/company/insights/', '/blog/'],
    ['/de/insights/', '/de/blog/'],
    ['/blogs/', '/blog/'],
    ['/blogs/a-post/', '/blog/a-post/'],
    ['/de/blogs/ein-beitrag/', '/de/blog/ein-beitrag/'],
    ['/our-work/', '/case-studies/'],
    ['/projects/', '/case-studies/'],
    ['/portfolio/', '/case-studies/'],
    ['/work/portfolio/alpina/', '/case-studies/'],
    ['/de/projects/', '/de/case-studies/'],
    ['/de/portfolio/', '/de/case-studies/'],
    ['/technical-library/', '/'],
    ['/technical-library/a/b/', '/'],
    ['/references/', '/'],
    ['/about/references/', '/'],
    ['/de/references/', '/de/'],
    ['/de/technical-library/', '/de/'],
    ['/Contact/', '/contact-us/'],
    ['/blog/page/1/', '/blog/'],
    ['/blog/page/1', '/blog/'],
    ['/de/blog/seite/1/', '/de/blog/'],
  ])('moves the legacy path %s → %s permanently', (path, location) => {
    expect(resolveRedirect(path, on)).toEqual({ location, status: 308 });
  });

  const retiredServicePaths = [
    'services/ctoaas',
    'ctoaas',
    'services/frontend',
    'services/backend',
    'services/mobile',
    'services/ecommerce',
    'services/integrations',
    'services/devops',
    'services/design',
    'daas',
    'startup-services',
    'experience',
    'approach',
  ];

  it.each(retiredServicePaths)('sends the retired /%s/ to the services list', (path) => {
    expect(resolveRedirect(`/${path}/`, on)).toEqual({ location: '/services/', status: 308 });
    expect(resolveRedirect(`/${path}`, on)).toEqual({ location: '/services/', status: 308 });
    expect(resolveRedirect(`/de/${path}/`, on)).toEqual({
      location: '/de/dienstleistungen/',
      status: 308,
    });
  });

  it('knows the German service paths under the translated segment', () => {
    expect(resolveRedirect('/de/dienstleistungen/ctoaas/', on)).toEqual({
      location: '/de/dienstleistungen/',
      status: 308,
    });
    // In English the translated segment means nothing.
    expect(resolveRedirect('/dienstleistungen/ctoaas/', on)).toBeNull();
  });

  it('does not mistake current service pages for retired ones', () => {
    expect(resolveRedirect('/services/frontend-audit/', on)).toBeNull();
    expect(resolveRedirect('/services/', on)).toBeNull();
  });

  it.each([
    ['/blog/', '/'],
    ['/blog', '/'],
    ['/blog/a-post/', '/'],
    ['/de/blog/', '/de/'],
    ['/de/blog/ein-beitrag/', '/de/'],
    ['/insights/', '/'],
    ['/de/insights/x/', '/de/'],
    ['/blogs/', '/'],
    ['/en/blog/', '/'],
  ])('with show_blog off sends %s → %s temporarily', (path, location) => {
    expect(resolveRedirect(path, off)).toEqual({ location, status: 307 });
  });

  it('with show_blog off leaves other pages alone', () => {
    expect(resolveRedirect('/about/', off)).toBeNull();
    expect(resolveRedirect('/contact/', off)).toEqual({ location: '/contact-us/', status: 308 });
  });
});
