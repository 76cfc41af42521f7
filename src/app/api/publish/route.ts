import { revalidatePath } from 'next/cache';

import { advanceContentGeneration } from '@/content/generation';
import { isRefreshRequest } from '@/server/publishing/page-refresh';
import { scheduleNextPublish } from '@/server/publishing/schedule';

/**
 * The server's own request to publish (`publishSite`); anyone else finds nothing here. Next
 * expires the pages it keeps as this answers, so that no page rendered later is taken for old.
 */
export function POST(request: Request): Response {
  if (!isRefreshRequest(request.headers)) return new Response('Not Found', { status: 404 });
  advanceContentGeneration();
  // Every page, route and share image lies under the root layout.
  revalidatePath('/', 'layout');
  scheduleNextPublish();
  return new Response(null, { status: 204 });
}
