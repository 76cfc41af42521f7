// Refuses hostile hrefs, however disguised, and any URL leaving the site unless marked external.

const ALLOWED_EXTERNAL_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A base that no real href can point at, so any href resolving elsewhere is external. */
const INTERNAL_BASE = 'https://internal.invalid';

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  amp: '&',
  quot: '"',
  apos: "'",
  lpar: '(',
  rpar: ')',
  period: '.',
};

/** Decodes the character references a browser would decode in an attribute value. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (match, body: string) => {
    const lower = body.toLowerCase();
    if (lower.startsWith('#x')) return codePointOrEmpty(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return codePointOrEmpty(Number.parseInt(lower.slice(1), 10));
    return NAMED_ENTITIES[lower] ?? match;
  });
}

function codePointOrEmpty(codePoint: number): string {
  return Number.isInteger(codePoint) && codePoint >= 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : '';
}

export type HrefVerdict =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: 'unsafe-scheme' | 'external-not-allowed' | 'malformed' };

export function checkHref(rawHref: string, options: { external?: boolean } = {}): HrefVerdict {
  // Decode repeatedly: `&amp;#106;` becomes `&#106;` becomes `j`.
  let decoded = rawHref;
  for (let round = 0; round < 3; round += 1) {
    const next = decodeEntities(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  // Browsers drop ASCII whitespace and control characters inside a scheme, so `java\tscript:` runs.
  const compact = decoded.replace(
    /[\u0000-\u0020\u007f-\u009f\u00ad\u200b-\u200f\u2028\u2029\ufeff]/g,
    '',
  );

  let url: URL;
  try {
    url = new URL(compact, INTERNAL_BASE);
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }

  if (url.origin === INTERNAL_BASE && url.protocol === 'https:') {
    // A relative href. `compact` has no scheme, so the original is safe to render as written.
    return { kind: 'internal', href: rawHref.trim() };
  }
  if (!ALLOWED_EXTERNAL_PROTOCOLS.has(url.protocol)) {
    return { kind: 'refused', reason: 'unsafe-scheme' };
  }
  if (!options.external) {
    return { kind: 'refused', reason: 'external-not-allowed' };
  }
  // The scheme check above ran on the compacted text; the URL itself keeps its spaces.
  try {
    return { kind: 'external', href: new URL(decoded.trim(), INTERNAL_BASE).href };
  } catch {
    return { kind: 'refused', reason: 'malformed' };
  }
}
