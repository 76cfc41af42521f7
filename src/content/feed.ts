import { Feed } from 'feed';
import { getTranslations } from 'next-intl/server';

import { settings } from '@/config/settings';
import { site } from '@/config/site';
import { languageTags, type Locale } from '@/i18n/locales';
import { absoluteUrl } from '@/lib/seo';
import { feedPath } from '@/routes/paths';

import { getBlogPosts, getTeamMember } from './queries';

/** The blog of one language as an RSS 2.0 feed. */
export async function blogFeedResponse(locale: Locale): Promise<Response> {
  const [t, tSeo] = await Promise.all([
    getTranslations({ locale, namespace: 'blog' }),
    getTranslations({ locale, namespace: 'seo' }),
  ]);
  const posts = getBlogPosts(locale);
  const feed = new Feed({
    id: absoluteUrl('/blog', locale),
    link: absoluteUrl('/blog', locale),
    title: t('feedTitle'),
    description: tSeo('pages.blog.description'),
    language: languageTags[locale],
    copyright: `© ${site.legalName}`,
    updated: posts[0] ? new Date(posts[0].updatedAt ?? posts[0].publishedAt) : undefined,
    feedLinks: { rss: `${settings.SITE_URL}${feedPath(locale)}` },
  });
  for (const post of posts) {
    const url = absoluteUrl({ pathname: '/blog/[slug]', params: { slug: post.slug } }, locale);
    const author = getTeamMember(locale, post.author);
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      description: post.excerpt,
      date: new Date(post.updatedAt ?? post.publishedAt),
      published: new Date(post.publishedAt),
      author: author ? [{ name: author.name }] : [],
      category: post.tags.map((tag) => ({ name: t(`tags.${tag}`) })),
    });
  }
  return new Response(feed.rss2(), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' },
  });
}
