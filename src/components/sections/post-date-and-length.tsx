import { getLocale, getTranslations } from 'next-intl/server';

import type { BlogPost } from '@/content';
import { formatDate } from '@/lib/format';

/** "9 April 2026 · 5 min read": when a post appeared and how long it takes, on its card and byline. */
export async function PostDateAndLength({ post }: { post: BlogPost }) {
  const [t, locale] = await Promise.all([getTranslations('blog'), getLocale()]);
  return (
    <>
      <time dateTime={post.publishedAt}>{formatDate(locale, post.publishedAt)}</time>
      <span aria-hidden> · </span>
      <span>{t('readingTime', { minutes: post.readingMinutes })}</span>
    </>
  );
}
