import { createHash } from 'node:crypto';

import { publicIntegrations } from '@/config/integrations';

// Read from the environment of the running server, not baked in at build time.
export const dynamic = 'force-dynamic';

const body = JSON.stringify(publicIntegrations());
const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 16)}"`;

/** The browser's view of the configured integrations (`src/integrations/public-config.ts`). */
export function GET(request: Request): Response {
  // Revalidated on every page load (a cheap 304), so a changed setting applies at once.
  const headers = { 'Cache-Control': 'no-cache', ETag: etag };
  if (request.headers.get('if-none-match') === etag)
    return new Response(null, { status: 304, headers });
  return new Response(body, { headers: { ...headers, 'Content-Type': 'application/json' } });
}
