import { describe, expect, it, vi } from 'vitest';

import { homePath, languageTags, locales, splitLocale, type Locale } from '@/i18n/locales';
import { languageAlternates } from '@/lib/seo';
import { counterpartPath, matchAnyPath, matchRoute, publicPathOf } from '@/routes/match';
import { localizedPath } from '@/routes/paths';
import { resolveRedirect } from '@/routes/redirects';
import { localesOf, type Pathname } from '@/routes/registry';

import sitemap from './sitemap';

/**
 * Adding a language is configuration: a third one, French under `/fr/`, replaces only the two
 * configuration modules (languages, route table); the site's own code must serve it unchanged.
 */
vi.mock('@/i18n/languages', () => ({
  languages: {
    en: { tag: 'en-US', formats: 'en-CH' },
    de: { tag: 'de-CH', formats: 'de-CH' },
    fr: { tag: 'fr-CH', formats: 'fr-CH' },
  },
  defaultLocale: 'en',
}));

vi.mock('@/routes/table', () => ({
  routes: {
    '/': { paths: { en: '/', de: '/', fr: '/' }, seo: 'home' },
    '/about': { paths: { en: '/about', de: '/uberuns', fr: '/a-propos' }, seo: 'about' },
    '/services': {
      paths: { en: '/services', de: '/dienstleistungen', fr: '/prestations' },
      seo: 'services',
    },
    '/contact-us': {
      paths: { en: '/contact-us', de: '/contact-us', fr: '/contact-us' },
      seo: 'contactUs',
    },
    '/thank-you/[kind]': {
      paths: { en: '/thank-you/[kind]', de: '/danke/[kind]', fr: '/merci/[kind]' },
      params: 'thankYouKind',
      visibility: 'transactional',
    },
    // In English only, like the legal disclaimer.
    '/disclaimer': { paths: { en: '/disclaimer' }, seo: 'disclaimer' },
    // In English and French only.
    '/pricing': { paths: { en: '/pricing', fr: '/tarifs' }, seo: 'pricing' },
  },
}));

const fr = 'fr' as Locale;
const de: Locale = 'de';

describe('a third language added by configuration', () => {
  it('is a locale with its language tag and a home page under its prefix', () => {
    expect(locales).toEqual(['en', 'de', 'fr']);
    expect(languageTags[fr]).toBe('fr-CH');
    expect(homePath(fr)).toBe('/fr/');
    expect(splitLocale('/fr/a-propos/')).toEqual({ locale: fr, rest: '/a-propos/' });
  });

  it('matches its paths to the routes of the table, with their params', () => {
    expect(matchRoute('/fr/')).toEqual({ locale: fr, pathname: '/', params: {} });
    expect(matchRoute('/fr/a-propos/')).toEqual({ locale: fr, pathname: '/about', params: {} });
    expect(matchRoute('/fr/merci/message/')).toEqual({
      locale: fr,
      pathname: '/thank-you/[kind]',
      params: { kind: 'message' },
    });
    expect(matchAnyPath('/fr/about')).toEqual({ locale: fr, pathname: '/about', params: {} });
    // Another language's slug, and a page the language does not have, match nothing.
    expect(matchRoute('/fr/uberuns/')).toBeNull();
    expect(matchRoute('/fr/disclaimer/')).toBeNull();
    expect(localesOf('/pricing' as Pathname)).toEqual(['en', fr]);
  });

  it('writes its paths with prefix, translated slug and trailing slash', () => {
    expect(localizedPath('/about', fr)).toBe('/fr/a-propos/');
    expect(localizedPath('/thank-you/[kind]', fr, { kind: 'message' })).toBe('/fr/merci/message/');
    expect(publicPathOf('/fr/about')).toBe('/fr/a-propos/');
  });

  it('redirects within the language: slash, English slugs, and the rules of the table', () => {
    expect(resolveRedirect('/fr/a-propos', { showBlog: true })).toEqual({
      location: '/fr/a-propos/',
      status: 308,
    });
    expect(resolveRedirect('/fr', { showBlog: true })).toEqual({ location: '/fr/', status: 308 });
    expect(resolveRedirect('/fr/about/', { showBlog: true })).toEqual({
      location: '/fr/a-propos/',
      status: 308,
    });
    expect(resolveRedirect('/fr/contact/', { showBlog: true })).toEqual({
      location: '/fr/contact-us/',
      status: 308,
    });
    expect(resolveRedirect('/fr/a-propos/', { showBlog: true })).toBeNull();
    // The German legacy rules stay German.
    expect(resolveRedirect('/fr/dienstleistungen/ctoaas/', { showBlog: true })).toBeNull();
    expect(resolveRedirect('/de/about/', { showBlog: true })).toEqual({
      location: '/de/uberuns/',
      status: 308,
    });
  });

  it('lists each page in the sitemap in every language it has, with all of them as alternates', () => {
    const entries = sitemap();
    const about = entries.find((entry) => entry.url === 'http://localhost:3000/fr/a-propos/');
    expect(about?.alternates?.languages).toEqual({
      en: 'http://localhost:3000/about/',
      de: 'http://localhost:3000/de/uberuns/',
      fr: 'http://localhost:3000/fr/a-propos/',
      'x-default': 'http://localhost:3000/about/',
    });
    expect(entries.map((entry) => entry.url)).toContain('http://localhost:3000/fr/tarifs/');
    expect(entries.map((entry) => entry.url)).not.toContain('http://localhost:3000/de/tarifs/');
    // Transactional pages are not listed, in any language.
    expect(entries.some((entry) => entry.url.includes('/merci/'))).toBe(false);
  });

  it('gives each page hreflang alternates in exactly the languages it has', () => {
    expect(
      languageAlternates({ pathname: '/thank-you/[kind]', params: { kind: 'message' } }),
    ).toEqual({
      en: 'http://localhost:3000/thank-you/message/',
      de: 'http://localhost:3000/de/danke/message/',
      fr: 'http://localhost:3000/fr/merci/message/',
      'x-default': 'http://localhost:3000/thank-you/message/',
    });
    expect(languageAlternates('/pricing')).toEqual({
      en: 'http://localhost:3000/pricing/',
      fr: 'http://localhost:3000/fr/tarifs/',
      'x-default': 'http://localhost:3000/pricing/',
    });
  });

  it('lets the locale switcher lead to the same page in each other language, or home', () => {
    const path = (locale: Locale, from: string) => counterpartPath(matchAnyPath(from), locale);
    expect(path(fr, '/about/')).toBe('/fr/a-propos/');
    expect(path(de, '/fr/a-propos/')).toBe('/de/uberuns/');
    expect(path(fr, '/de/danke/message/')).toBe('/fr/merci/message/');
    expect(path(fr, '/pricing/')).toBe('/fr/tarifs/');
    // No German pricing page, and no French disclaimer: the switcher leads home.
    expect(path(de, '/fr/tarifs/')).toBe('/de/');
    expect(path(fr, '/disclaimer/')).toBe('/fr/');
    expect(path(fr, '/fr/nowhere/')).toBe('/fr/');
  });
});
