import { blogFeedResponse } from '@/content/feed';

export const dynamic = 'force-static';

/** The blog of this language as RSS, at `feedPath('en')` (src/routes/paths.ts). */

export function GET() {
  return blogFeedResponse('en');
}
