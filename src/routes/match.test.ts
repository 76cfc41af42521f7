import { describe, expect, it } from 'vitest';

import { internalPathOf, matchAnyPath, matchRoute, publicPathOf } from './match';
import { localizedPath } from './paths';
import { pathnames, type Pathname } from './registry';

/**
 * The specification's route table, written out apart from the code, plus the routes the site
 * adds (privacy, blog pages and topics, case-study filters, jobs, newsletter, thank-you pages).
 */
const specTable: Array<[Pathname, string, string | null, Record<string, string>?]> = [
  ['/', '/', '/de/'],
  ['/about', '/about/', '/de/uberuns/'],
  ['/jobs', '/jobs/', '/de/jobs/'],
  [
    '/jobs/[job]',
    '/jobs/platform-engineer/',
    '/de/jobs/platform-engineer/',
    { job: 'platform-engineer' },
  ],
  ['/newsletter/confirm', '/newsletter/confirm/', '/de/newsletter/bestaetigen/'],
  ['/thank-you/[kind]', '/thank-you/message/', '/de/danke/message/', { kind: 'message' }],
  ['/imprint', '/imprint/', '/de/impressum/'],
  ['/pricing', '/pricing/', '/de/preise/'],
  ['/blog', '/blog/', '/de/blog/'],
  ['/blog/[slug]', '/blog/a-post/', '/de/blog/a-post/', { slug: 'a-post' }],
  ['/blog/page/[page]', '/blog/page/2/', '/de/blog/seite/2/', { page: '2' }],
  ['/blog/tag/[tag]', '/blog/tag/cloud/', '/de/blog/thema/cloud/', { tag: 'cloud' }],
  ['/privacy', '/privacy/', '/de/datenschutz/'],
  ['/contact-us', '/contact-us/', '/de/contact-us/'],
  ['/unsubscribe', '/unsubscribe/', '/de/abmelden/'],
  ['/services', '/services/', '/de/dienstleistungen/'],
  [
    '/services/[service]',
    '/services/web-applications/',
    '/de/dienstleistungen/web-applications/',
    { service: 'web-applications' },
  ],
  [
    '/team/[teamMember]',
    '/team/nadia-keller/',
    '/de/team/nadia-keller/',
    { teamMember: 'nadia-keller' },
  ],
  ['/case-studies', '/case-studies/', '/de/case-studies/'],
  ['/case-studies/[caseName]', '/case-studies/x/', '/de/case-studies/x/', { caseName: 'x' }],
  [
    '/case-studies/service/[service]',
    '/case-studies/service/cloud-operations/',
    '/de/case-studies/dienstleistung/cloud-operations/',
    { service: 'cloud-operations' },
  ],
  [
    '/case-studies/industry/[industry]',
    '/case-studies/industry/energy/',
    '/de/case-studies/branche/energy/',
    { industry: 'energy' },
  ],
  ['/growth-stage-startups', '/cto-for-my-startup/', '/de/growth-stage-startups/'],
  ['/early-stage-startups', '/cto-early-stage-startups/', '/de/early-stage-startups/'],
  ['/disclaimer', '/disclaimer/', null],
  ['/jetbrains-eula', '/jetbrains-eula/', null],
  ['/sentry-client-test', '/sentry-client-test/', '/de/sentry-client-test/'],
  ['/sentry-server-test', '/sentry-server-test/', '/de/sentry-server-test/'],
];

describe('the route table', () => {
  it('has exactly these routes', () => {
    expect([...pathnames].sort()).toEqual(specTable.map(([pathname]) => pathname).sort());
  });

  it.each(specTable)('%s lives at %s and %s', (pathname, english, german, params = {}) => {
    expect(localizedPath(pathname, 'en', params)).toBe(english);
    expect(matchRoute(english)).toEqual({ locale: 'en', pathname, params });
    if (german) {
      expect(localizedPath(pathname, 'de', params)).toBe(german);
      expect(matchRoute(german)).toEqual({ locale: 'de', pathname, params });
    }
  });
});

describe('publicPathOf', () => {
  it.each(specTable)(
    '%s is %s and %s from its public and its internal path',
    (pathname, english, german, params = {}) => {
      const cases: Array<['en' | 'de', string | null]> = [
        ['en', english],
        ['de', german],
      ];
      for (const [locale, path] of cases) {
        if (!path) continue;
        const internal = internalPathOf({ locale, pathname, params });
        expect(publicPathOf(path)).toBe(path);
        expect(publicPathOf(path.replace(/\/$/, '') || '/')).toBe(path);
        expect(publicPathOf(internal)).toBe(path);
        expect(publicPathOf(`${internal}/`)).toBe(path);
      }
    },
  );

  it('keeps a path of no route, with a trailing slash and without the /en prefix', () => {
    expect(publicPathOf('/de/404')).toBe('/de/404/');
    expect(publicPathOf('/en/404')).toBe('/404/');
    expect(publicPathOf('/de/seite-gibt-es-nicht/')).toBe('/de/seite-gibt-es-nicht/');
  });
});

describe('matchRoute', () => {
  it.each(['/nope/', '/de/nope/', '/de/about/', '/uberuns/', '/blog/a/b/', '/404/', '/de/404/'])(
    'matches no route for %s',
    (path) => {
      expect(matchRoute(path)).toBeNull();
    },
  );

  it('decodes params and rejects malformed encodings', () => {
    expect(matchRoute('/blog/gr%C3%BCezi/')?.params).toEqual({ slug: 'grüezi' });
    expect(matchRoute('/blog/%E0%A4%A/')).toBeNull();
  });

  it('throws when a param is missing', () => {
    expect(() => localizedPath('/blog/[slug]', 'en')).toThrow('slug');
  });
});

describe('matchAnyPath', () => {
  it('matches the internal path a page is prerendered under, like its public path', () => {
    expect(matchAnyPath('/en/about')).toEqual({ locale: 'en', pathname: '/about', params: {} });
    expect(matchAnyPath('/de/about')).toEqual({ locale: 'de', pathname: '/about', params: {} });
    expect(matchAnyPath('/de/uberuns/')).toEqual(matchAnyPath('/de/about'));
    expect(matchAnyPath('/en')).toEqual({ locale: 'en', pathname: '/', params: {} });
    expect(matchAnyPath('/de/blog/page/2')).toEqual({
      locale: 'de',
      pathname: '/blog/page/[page]',
      params: { page: '2' },
    });
    expect(matchAnyPath('/fr/about')).toBeNull();
  });
});
