import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/blog', 'blog');

export default async function BlogPage() {
  const [t, locale] = await Promise.all([getTranslations('blog'), getLocale()]);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {content.blogPosts().map((post) => (
          <li key={post.slug} className="rounded-2xl border border-line bg-surface p-6">
            <h2 className="text-xl font-semibold">
              <Link
                href={{ pathname: '/blog/[slug]', params: { slug: post.slug } }}
                className="hover:text-brand"
              >
                {post.title[locale]}
              </Link>
            </h2>
            <p className="mt-2 text-muted">{post.summary[locale]}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
