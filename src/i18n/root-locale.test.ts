import { describe, expect, it } from 'vitest';

import { resolveRootLocale } from './root-locale';

const base = {
  cookie: undefined,
  acceptLanguage: null,
  host: 'limmatlabs.ch',
  hostLocales: new Map(),
};

describe('resolveRootLocale', () => {
  it('defaults to English', () => {
    expect(resolveRootLocale(base)).toBe('en');
  });

  it.each([
    ['de-CH,de;q=0.9,en;q=0.8', 'de'],
    ['de', 'de'],
    ['gsw-CH,de;q=0.7', 'de'],
    ['fr-CH,de;q=0.5', 'de'],
    ['en-US,en;q=0.9,de;q=0.8', 'en'],
    ['fr-CH,fr;q=0.9', 'en'],
    ['*', 'en'],
    ['not a ;; language', 'en'],
  ])('follows the browser languages %j → %s', (acceptLanguage, expected) => {
    expect(resolveRootLocale({ ...base, acceptLanguage })).toBe(expected);
  });

  it('lets the cookie win over the browser and the host', () => {
    const hostLocales = new Map([['limmatlabs.ch', 'de' as const]]);
    expect(resolveRootLocale({ ...base, cookie: 'en', acceptLanguage: 'de', hostLocales })).toBe(
      'en',
    );
    expect(resolveRootLocale({ ...base, cookie: 'de', acceptLanguage: 'en' })).toBe('de');
  });

  it('ignores a cookie with an unknown value', () => {
    expect(resolveRootLocale({ ...base, cookie: 'fr', acceptLanguage: 'de' })).toBe('de');
  });

  it('lets a configured host default to German', () => {
    const hostLocales = new Map([['limmatlabs.de', 'de' as const]]);
    expect(
      resolveRootLocale({ ...base, host: 'LimmatLabs.de:443', acceptLanguage: 'en', hostLocales }),
    ).toBe('de');
  });
});
