/**
 * Where a line may break in text written by people. Browsers break at any space and after a
 * dash; a few of those breaks split what a reader takes as one thing. This is the one set of
 * rules for it: the content loader, the Markdown renderer, the messages and the number formats
 * apply it, and no source file has to hold a no-break space nobody can see.
 */

const wordJoiner = '\u2060';

/**
 * A range keeps together across its dash ("80–100%", "CHF 120’000–145’000"): a word joiner
 * follows the dash, where browsers would otherwise break.
 */
export function keepRangesTogether(text: string): string {
  return text.replace(/(?<=\d)–(?=\d)/g, `–${wordJoiner}`);
}

/**
 * Swiss figures group their thousands with an apostrophe, set as the typographic one (’, as
 * CLDR's de-CH has it): Intl (in Node and in browsers alike) and keyboards write the straight
 * one ("14'500").
 */
export function swissThousands(text: string): string {
  return text.replace(/(?<=\d)'(?=\d{3}(?!\d))/g, '’');
}

/**
 * A code of capitals and digits ("CHE-412.675.046", "ENG-2026-07") keeps together across its
 * hyphens: a word joiner follows each. Only in text with a space in it, so that an identifier
 * or a date on its own stays exactly as written. Hyphenated words stay breakable: a joiner in
 * "E-Mail" would hide the word from a search in the page and go along when it is copied.
 */
function keepCodesTogether(text: string): string {
  if (!/\s/.test(text)) return text;
  return text.replace(/(?<=^|[\s(])[A-Z]{2,5}(?:-[\d.]*\d)+/g, (code) =>
    code.replaceAll('-', `-${wordJoiner}`),
  );
}

/** All of the rules over one text. */
export function typesetText(text: string): string {
  return keepCodesTogether(
    keepRangesTogether(
      swissThousands(text)
        // A dash between spaces ("in acht Wochen – und innert eines Jahres") may end a line but
        // not begin one: a no-break space before it keeps it with the word before.
        .replace(/ (?=[–—])/g, '\u00a0')
        // A currency stays with its amount: "CHF 2’000".
        .replace(/\bCHF (?=\d)/g, 'CHF\u00a0'),
    ),
  );
}

/**
 * A text without the word joiners, for a renderer that breaks lines its own way and has no glyph
 * for them (the share images: next/og would fetch one from a font service).
 */
export function withoutWordJoiners(text: string): string {
  return text.replaceAll(wordJoiner, '');
}

/** The rules over every string of a parsed file (front matter, a messages file). */
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
