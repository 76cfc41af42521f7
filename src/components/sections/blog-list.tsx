import { getLocale, getTranslations } from 'next-intl/server';

import { PostCard } from '@/components/sections/cards';
import { BadgeLink } from '@/components/ui/badge';
import { PageHero } from '@/components/ui/page-hero';
import { Pagination } from '@/components/ui/pagination';
import { BLOG_PAGE_SIZE, getBlogPageCount, getBlogPosts, getBlogTags } from '@/content';
import type { blogTags } from '@/content/schemas';

type Props = { page?: number; tag?: (typeof blogTags)[number] };

export async function BlogList({ page = 1, tag }: Props) {
  const [t, locale] = await Promise.all([getTranslations('blog'), getLocale()]);
  const all = getBlogPosts(locale);
  const posts = tag
    ? all.filter((post) => post.tags.includes(tag))
    : all.slice((page - 1) * BLOG_PAGE_SIZE, page * BLOG_PAGE_SIZE);

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={tag ? t('tagTitle', { tag: t(`tags.${tag}`) }) : t('hero.title')}
        intro={t('hero.intro')}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <nav aria-label={t('tagsLabel')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <BadgeLink href="/blog" current={!tag}>
                {t('allTopics')}
              </BadgeLink>
            </li>
            {getBlogTags().map((candidate) => (
              <li key={candidate}>
                <BadgeLink
                  href={{ pathname: '/blog/tag/[tag]', params: { tag: candidate } }}
                  current={candidate === tag}
                >
                  {t(`tags.${candidate}`)}
                </BadgeLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post, index) => (
            <PostCard key={post.slug} post={post} headingLevel={2} priority={index === 0} />
          ))}
        </div>
        {tag ? null : (
          <Pagination
            label={t('pagination.label')}
            previousLabel={t('pagination.previous')}
            nextLabel={t('pagination.next')}
            pageLabel={(number) => t('pagination.page', { page: number })}
            current={page}
            total={getBlogPageCount()}
            hrefFor={(number) =>
              number === 1
                ? '/blog'
                : { pathname: '/blog/page/[page]', params: { page: String(number) } }
            }
          />
        )}
      </div>
    </>
  );
}
