/**
 * The domain's last label starts with a letter, so that a package's version (`next@16.0.1`) stays;
 * the lengths are RFC 5321's, and bound the search.
 */
const EMAIL_ADDRESS =
  /[\w!#$%&'*+=?^`{|}~.\-\u{80}-\u{10FFFF}]{1,64}@(?:[\w\-\u{80}-\u{10FFFF}]{1,63}\.)+[a-z\u{80}-\u{10FFFF}][\w\-\u{80}-\u{10FFFF}]{0,62}/giu;

const REDACTED_ADDRESS = '[email]';

/** Works on parsed values: a pattern run over the JSON text would cut through its escapes. */
export function withoutEmailAddresses(line: string): string {
  if (!line.includes('@')) return line;
  const redacted = JSON.stringify(JSON.parse(line), (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(EMAIL_ADDRESS, REDACTED_ADDRESS) : value,
  );
  return line.endsWith('\n') ? `${redacted}\n` : redacted;
}
