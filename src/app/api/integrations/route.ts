import { publicIntegrations } from '@/integrations/registry';
import { etagOf, revalidatedJson } from '@/server/http/revalidated-json';

// Read from the environment of the running server, not baked in at build time.
export const dynamic = 'force-dynamic';

const body = JSON.stringify(publicIntegrations());
const etag = etagOf(body);

/** The browser's view of the configured integrations (`src/integrations/public-config.ts`). */
export function GET(request: Request): Response {
  // Revalidated on every page load (a cheap 304), so a changed setting applies at once.
  return revalidatedJson(request, body, etag);
}
