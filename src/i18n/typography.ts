/**
 * A dash between spaces ("in acht Wochen – und innert eines Jahres") may end a line but not
 * begin one. Browsers break at the space before it, so a no-break space there keeps the dash
 * with the word before it. This is the one rule for text written by people: the content loader,
 * the Markdown renderer and the messages apply it, and no source file has to hold a no-break
 * space nobody can see.
 */
export function keepDashesWithWords(text: string): string {
  return text.replace(/ (?=[–—])/g, '\u00a0');
}

/** The same rule over every string of a parsed file (front matter, a messages file). */
export function typeset<T>(value: T): T {
  if (typeof value === 'string') return keepDashesWithWords(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => typeset(item)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, typeset(item as unknown)]),
    ) as T;
  }
  return value;
}
