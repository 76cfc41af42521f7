import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { defaultLocale, locales } from '@/i18n/locales';
import { messageGroups } from '@/i18n/messages';

const root = join(import.meta.dirname, '../../messages');

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function read(locale: string, group: string): unknown {
  return JSON.parse(readFileSync(join(root, locale, `${group}.json`), 'utf8'));
}

describe('messages', () => {
  it.each(locales)('has exactly the 13 groups of the spec in %s', (locale) => {
    const files = readdirSync(join(root, locale)).map((file) => file.replace(/\.json$/, ''));
    expect(files.sort()).toEqual([...messageGroups].sort());
  });

  it.each(messageGroups)('has the same keys in every language in %s', (group) => {
    const [first, ...others] = locales.map((locale) => keysOf(read(locale, group)).sort());
    for (const keys of others) expect(keys).toEqual(first);
  });

  it.each(messageGroups)('keeps the same placeholders in every language in %s', (group) => {
    const placeholders = (locale: string) => {
      const data = read(locale, group);
      return keysOf(data).map((key) => {
        const text = key.split('.').reduce<unknown>((node, part) => (node as never)[part], data);
        return [
          key,
          String(text)
            .match(/\{\w+\}/g)
            ?.sort() ?? [],
        ];
      });
    };
    for (const locale of locales) expect(placeholders(locale)).toEqual(placeholders(defaultLocale));
  });

  it.each(messageGroups)('uses Swiss spelling (no ß) and no empty text in %s', (group) => {
    for (const locale of locales) {
      const raw = readFileSync(join(root, locale, `${group}.json`), 'utf8');
      expect(raw).not.toContain('ß');
      expect(raw).not.toMatch(/:\s*""/);
    }
  });
});
