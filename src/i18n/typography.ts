// Browsers break a line at any space and after a dash, splitting what a reader takes as one thing.
// These rules apply wherever text is read in, so that no file holds invisible characters.

const wordJoiner = '\u2060';

export function keepRangesTogether(text: string): string {
  return text.replace(/(?<=\d)–(?=\d)/g, `–${wordJoiner}`);
}

/** Intl and keyboards write a straight apostrophe ("14'500") where CLDR's de-CH has ’. */
export function swissThousands(text: string): string {
  return text.replace(/(?<=\d)'(?=\d{3}(?!\d))/g, '’');
}

/**
 * Only in text with a space, so that an identifier alone stays as written. Not in words: a joiner
 * in "E-Mail" would hide it from the page's search and go along when copied.
 */
function keepCodesTogether(text: string): string {
  if (!/\s/.test(text)) return text;
  return text.replace(/(?<=^|[\s(])[A-Z]{2,5}(?:-[\d.]*\d)+/g, (code) =>
    code.replaceAll('-', `-${wordJoiner}`),
  );
}

export function typesetText(text: string): string {
  return keepCodesTogether(
    keepRangesTogether(
      swissThousands(text)
        // A dash between spaces may end a line but not begin one.
        .replace(/ (?=[–—])/g, '\u00a0')
        .replace(/\bCHF (?=\d)/g, 'CHF\u00a0'),
    ),
  );
}

/** For next/og, which would fetch a glyph for the word joiner from a font service. */
export function withoutWordJoiners(text: string): string {
  return text.replaceAll(wordJoiner, '');
}

export function typeset<T>(value: T): T {
  if (typeof value === 'string') return typesetText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typeset(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typeset(item as unknown)]),
    ) as T;
  }
  return value;
}
