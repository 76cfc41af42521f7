import { getFormatter, getTranslations } from 'next-intl/server';

import type { BlogPost } from '@/content';

/** "9 April 2026 · 5 min read": when a post appeared and how long it takes, on its card and byline. */
export async function PostDateAndLength({ post }: { post: BlogPost }) {
  const [t, format] = await Promise.all([getTranslations('blog'), getFormatter()]);
  return (
    <>
      <time dateTime={post.publishedAt}>
        {format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' })}
      </time>
      <span aria-hidden> · </span>
      <span>{t('readingTime', { minutes: post.readingMinutes })}</span>
    </>
  );
}
