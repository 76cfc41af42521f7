import { isRefreshRequest } from '@/server/publishing/page-refresh';
import { publishSite } from '@/server/publishing/publish';

/** The server's own request to publish (`requestPublish`); anyone else finds nothing here. */
export function POST(request: Request): Response {
  if (!isRefreshRequest(request.headers)) return new Response('Not Found', { status: 404 });
  publishSite();
  return new Response(null, { status: 204 });
}
