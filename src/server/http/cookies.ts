/**
 * A cookie's value from a request's Cookie header, as the browser sent it (not decoded); the
 * first of several with the same name, which is the one with the longest path.
 */
export function cookieValue(headers: Headers, name: string): string | undefined {
  for (const pair of (headers.get('cookie') ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) {
      return pair.slice(separator + 1).trim();
    }
  }
  return undefined;
}

/** The request's headers without the cookie `name`, the others as the browser sent them. */
export function withoutCookie(headers: Headers, name: string): Headers {
  const kept = (headers.get('cookie') ?? '')
    .split(';')
    .filter((pair) => pair.split('=')[0]?.trim() !== name)
    .join(';');
  const result = new Headers(headers);
  if (kept.trim()) result.set('cookie', kept);
  else result.delete('cookie');
  return result;
}
