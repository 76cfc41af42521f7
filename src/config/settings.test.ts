import { describe, expect, it } from 'vitest';

import { parseSettings, settingsSchema } from './settings';
import { BUILD_TIME_SETTINGS } from '../../scripts/lib/build.mjs';

describe('parseSettings', () => {
  it('runs with no configuration at all', () => {
    expect(parseSettings({})).toEqual({
      SITE_URL: 'http://localhost:3000',
      SHOW_BLOG: true,
      ROOT_LOCALE_REDIRECT: true,
      LOCALE_COOKIE_CROSS_ORIGIN: false,
      LOCALE_HOSTS: new Map(),
      ERROR_TEST_PAGES: false,
    });
  });

  it('reads flags, trims the site URL and treats empty values as unset', () => {
    const settings = parseSettings({
      SITE_URL: 'https://www.limmatlabs.ch/',
      SHOW_BLOG: 'off',
      ROOT_LOCALE_REDIRECT: '0',
      LOCALE_COOKIE_CROSS_ORIGIN: 'yes',
      ERROR_TEST_PAGES: '',
    });
    expect(settings.SITE_URL).toBe('https://www.limmatlabs.ch');
    expect(settings.SHOW_BLOG).toBe(false);
    expect(settings.ROOT_LOCALE_REDIRECT).toBe(false);
    expect(settings.LOCALE_COOKIE_CROSS_ORIGIN).toBe(true);
    expect(settings.ERROR_TEST_PAGES).toBe(false);
  });

  it("takes the editor's GitHub repository as owner/name only", () => {
    expect(parseSettings({ KEYSTATIC_GITHUB_REPO: 'agency/website' }).KEYSTATIC_GITHUB_REPO).toBe(
      'agency/website',
    );
    expect(() => parseSettings({ KEYSTATIC_GITHUB_REPO: 'https://github.com/agency' })).toThrow(
      'KEYSTATIC_GITHUB_REPO: the repository as owner/name',
    );
  });

  it('lists the editors once each, in lower case', () => {
    const { EDITORS } = parseSettings({
      EDITORS: ' Anna@Example.ch, ben@example.ch,anna@example.ch, ',
    });
    expect([...(EDITORS ?? [])]).toEqual(['anna@example.ch', 'ben@example.ch']);
    expect(() => parseSettings({ EDITORS: 'anna@example.ch, ben' })).toThrow(
      'EDITORS: expected email addresses, got "ben"',
    );
    expect(() => parseSettings({ EDITORS: ' , ' })).toThrow('EDITORS');
  });

  it('takes either editors on this server or GitHub mode, not both', () => {
    expect(() =>
      parseSettings({ EDITORS: 'anna@example.ch', KEYSTATIC_GITHUB_REPO: 'agency/website' }),
    ).toThrow('EDITORS: set either EDITORS (editing on this server) or KEYSTATIC_GITHUB_REPO');
  });

  it('maps hosts to locales', () => {
    const { LOCALE_HOSTS } = parseSettings({
      LOCALE_HOSTS: 'limmatlabs.de=de, Limmatlabs.com = en',
    });
    expect([...LOCALE_HOSTS]).toEqual([
      ['limmatlabs.de', 'de'],
      ['limmatlabs.com', 'en'],
    ]);
  });

  it.each([
    ['SITE_URL', 'not a url'],
    ['SITE_URL', 'ftp://example.ch'],
    ['SHOW_BLOG', 'maybe'],
    ['LOCALE_HOSTS', 'example.ch=fr'],
  ])('rejects %s=%s with a message naming the setting', (name, value) => {
    expect(() => parseSettings({ [name]: value })).toThrow(name);
  });

  it('knows every setting the build bakes into the pages', () => {
    const names = Object.keys(settingsSchema.shape);
    expect(BUILD_TIME_SETTINGS.filter((name) => !names.includes(name))).toEqual([]);
  });
});
