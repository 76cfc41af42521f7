import 'server-only';

import { createHash } from 'node:crypto';

/** A strong ETag for a response body: equal bodies, equal tags. */
export function etagOf(body: string): string {
  return `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** JSON the browser revalidates on every use (`no-cache`): 304 when `If-None-Match` is current. */
export function revalidatedJson(request: Request, body: string, etag = etagOf(body)): Response {
  const headers = { 'Cache-Control': 'no-cache', ETag: etag };
  if (request.headers.get('if-none-match') === etag) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json' } });
}
