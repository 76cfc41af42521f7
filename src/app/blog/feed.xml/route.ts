import { blogFeedResponse } from '@/lib/blog-feed';

export const dynamic = 'force-static';

export function GET() {
  return blogFeedResponse('en');
}
