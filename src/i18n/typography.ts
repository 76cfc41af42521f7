// Where a line may break in text written by people: browsers break at any space and after a dash,
// splitting what a reader takes as one thing. The one set of rules, applied by the content loader,
// the Markdown renderer, the messages and the number formats, so no file holds invisible spaces.

const wordJoiner = '\u2060';

/** A range keeps together across its dash ("80–100%"): a word joiner follows the dash. */
export function keepRangesTogether(text: string): string {
  return text.replace(/(?<=\d)–(?=\d)/g, `–${wordJoiner}`);
}

/**
 * Swiss thousands with the typographic apostrophe (’, as CLDR's de-CH has it), where Intl and
 * keyboards write the straight one ("14'500").
 */
export function swissThousands(text: string): string {
  return text.replace(/(?<=\d)'(?=\d{3}(?!\d))/g, '’');
}

/**
 * A code of capitals and digits ("CHE-412.675.046") keeps together across its hyphens, only in
 * text with a space, so that an identifier alone stays as written. Hyphenated words stay
 * breakable: a joiner in "E-Mail" would hide it from the page's search and go along when copied.
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
 * Without word joiners, for a renderer with no glyph for them (next/og would fetch one from a font
 * service).
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
