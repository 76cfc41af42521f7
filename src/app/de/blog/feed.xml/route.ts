import { blogFeedResponse } from '@/content/feed';

export const dynamic = 'force-static';

/** The blog of this language as RSS, at `feedPath('de')` (src/routes/paths.ts). */

export function GET() {
  return blogFeedResponse('de');
}
