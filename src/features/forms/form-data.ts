import 'server-only';

/** Anything but FormData (the proxy admits only well-formed calls) counts as an empty form. */
export function textFields(data: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!(data instanceof FormData)) return fields;
  for (const [name, value] of data) {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) fields[name] = value;
  }
  return fields;
}

/** The files of a form post, by field; anything but FormData has none. */
export function filesOf(data: unknown): Map<string, File> {
  const files = new Map<string, File>();
  if (!(data instanceof FormData)) return files;
  for (const [name, value] of data) if (value instanceof File) files.set(name, value);
  return files;
}

/** Values to show again in a failed form: never the honeypot, timing data or submission keys. */
export function valuesToKeep(fields: Record<string, string>): Record<string, string> {
  const {
    website: _website,
    renderedAt: _renderedAt,
    captchaToken: _captcha,
    altcha: _proofOfWork,
    idempotencyKey: _key,
    ...kept
  } = fields;
  return kept;
}
