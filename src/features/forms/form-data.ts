import 'server-only';

/**
 * The text fields of a submitted form, without React's own `$ACTION_…` fields. The proxy admits
 * only well-formed action calls; anything else that still arrives counts as an empty form.
 */
export function textFields(data: unknown): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!(data instanceof FormData)) return fields;
  for (const [name, value] of data) {
    if (typeof value === 'string' && !name.startsWith('$ACTION')) fields[name] = value;
  }
  return fields;
}

/**
 * The values to show again in a form that failed: never the honeypot, hidden timing data or a
 * submission's keys.
 */
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
