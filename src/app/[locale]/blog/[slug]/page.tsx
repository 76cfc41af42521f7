import type { Metadata } from 'next';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { entryOr404 } from '@/lib/route-entry';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/blog/[slug]'>;

export function generateStaticParams() {
  return content.blogPosts().map((post) => ({ slug: post.slug }));
}

async function load({ params }: Props) {
  const [{ slug }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/blog/[slug]', params: { slug } } as const;
  return { href, locale, post: entryOr404(content.blogPost(slug)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, post } = await load(props);
  return pageMetadata({
    locale,
    href,
    title: post.title[locale],
    description: post.summary[locale],
  });
}

export default async function BlogPostPage(props: Props) {
  const { locale, post } = await load(props);
  const [t, tShared, format] = await Promise.all([
    getTranslations('blog'),
    getTranslations('shared'),
    getFormatter(),
  ]);
  const author = content.teamMember(post.author);

  return (
    <article>
      <PageHero title={post.title[locale]} intro={post.summary[locale]}>
        <p className="mt-6 text-sm text-muted">
          {tShared('dates.published', {
            date: format.dateTime(new Date(post.publishedAt), { dateStyle: 'long' }),
          })}
          {author ? (
            <>
              {' · '}
              <Link
                href={{ pathname: '/team/[teamMember]', params: { teamMember: author.slug } }}
                className="underline hover:text-brand"
              >
                {t('writtenBy', { name: author.name })}
              </Link>
            </>
          ) : null}
        </p>
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-5 px-4 text-lg leading-relaxed sm:px-6">
        {post.body[locale].map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </article>
  );
}
