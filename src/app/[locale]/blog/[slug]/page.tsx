import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { BlogPosting } from 'schema-dts';

import { tableOfContents } from '@/components/markdown/render';
import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import { Link } from '@/components/navigation/link';
import { PostCard } from '@/components/sections/cards';
import { ContactBand } from '@/components/sections/contact-band';
import { PostDateAndLength } from '@/components/sections/post-date-and-length';
import { JsonLd } from '@/components/seo/json-ld';
import { Avatar } from '@/components/ui/avatar';
import { BadgeLink } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { ThemedImage } from '@/components/ui/themed-image';
import { settings } from '@/config/settings';
import { getBlogPost, getBlogPosts, getTeamMember } from '@/content';
import { absoluteUrl, pageMetadata, shareImagePath } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/blog/[slug]'>;

export const generateStaticParams = () => paramsOf('/blog/[slug]');

async function load({ params }: Props) {
  const [{ slug }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/blog/[slug]', params: { slug } } as const;
  return { href, locale, post: entryOr404(getBlogPost(locale, slug)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, post } = await load(props);
  const author = getTeamMember(locale, post.author);
  return pageMetadata({
    locale,
    href,
    title: post.seoTitle ?? post.title,
    description: post.seoDescription ?? post.excerpt,
    article: {
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt ?? post.publishedAt,
      authors: author ? [author.name] : [],
      tags: post.tags,
    },
  });
}

export default async function BlogPostPage(props: Props) {
  const { href, locale, post } = await load(props);
  const [t, toc] = await Promise.all([getTranslations('blog'), tableOfContents(post.body)]);
  const author = getTeamMember(locale, post.author);
  const posts = getBlogPosts(locale);
  const index = posts.findIndex((candidate) => candidate.slug === post.slug);
  const newer = posts[index - 1];
  const older = posts[index + 1];
  const related = posts
    .filter((candidate) => candidate.slug !== post.slug)
    .map((candidate) => ({
      candidate,
      shared: candidate.tags.filter((tag) => post.tags.includes(tag)).length,
    }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, 3)
    .map(({ candidate }) => candidate);
  const authorHref = author
    ? ({ pathname: '/team/[teamMember]', params: { teamMember: author.slug } } as const)
    : null;

  return (
    <>
      <article>
        <PageHero
          breadcrumbs={
            <Breadcrumbs
              trail={[
                { label: t('hero.eyebrow'), href: '/blog' },
                { label: post.title, href },
              ]}
            />
          }
          title={post.title}
          intro={post.excerpt}
          // The cover beside the heading (below it on phones), at a size that leaves the heading
          // the page's largest first paint.
          aside={
            <ThemedImage
              image={post.image}
              sizes="(min-width: 1152px) 443px, (min-width: 768px) calc((100vw - 5.5rem) / 2.4), 100vw"
              className="h-auto w-full rounded-card border border-line"
            />
          }
        >
          {/* A byline: the author above, the date and reading time below, beside the portrait. */}
          <div className="mt-8 flex items-center gap-3">
            {author ? <Avatar image={author.image} size={40} alt="" /> : null}
            <p className="text-muted">
              {author && authorHref ? (
                <Link href={authorHref} className="block font-semibold text-ink hover:text-brand">
                  {author.name}
                </Link>
              ) : null}
              <PostDateAndLength post={post} />
            </p>
          </div>
        </PageHero>

        <div className="mx-auto grid max-w-6xl gap-12 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_16rem] lg:py-16">
          {/* The contents come first, so that a phone shows them before the text they list. */}
          {toc.length ? (
            <nav aria-labelledby="toc" className="lg:sticky lg:top-8 lg:order-2 lg:self-start">
              <h2 id="toc" className="text-sm font-semibold tracking-wide text-muted uppercase">
                {t('tocTitle')}
              </h2>
              <ol className="mt-4 space-y-2 border-l border-line">
                {toc.map((entry) => (
                  <li key={entry.id} className={entry.level === 3 ? 'pl-8' : 'pl-4'}>
                    <a href={`#${entry.id}`} className="inline-block py-0.5 hover:text-brand">
                      {entry.text}
                    </a>
                  </li>
                ))}
              </ol>
            </nav>
          ) : null}
          <Prose markdown={post.body} className="lg:order-1" />
        </div>

        <footer className="mx-auto max-w-6xl space-y-10 px-4 sm:px-6">
          <ul className="flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag}>
                <BadgeLink href={{ pathname: '/blog/tag/[tag]', params: { tag } }}>
                  {t(`tags.${tag}`)}
                </BadgeLink>
              </li>
            ))}
          </ul>
          {author && authorHref ? (
            <Card
              as="section"
              aria-labelledby="author"
              padding="md"
              className="flex flex-col gap-5 sm:flex-row sm:items-center"
            >
              <Avatar image={author.image} size={80} alt="" />
              <div>
                <h2 id="author" className="text-lg font-semibold">
                  <Link href={authorHref} className="hover:text-brand">
                    {t('writtenBy', { name: author.name })}
                  </Link>
                </h2>
                <p className="text-sm text-muted">{author.role}</p>
                <p className="mt-2">{author.bio}</p>
              </div>
            </Card>
          ) : null}
          <nav aria-label={t('postNavigation')} className="grid gap-4 md:grid-cols-2">
            {older ? (
              <Link
                href={{ pathname: '/blog/[slug]', params: { slug: older.slug } }}
                rel="prev"
                className="group rounded-card border border-line p-6 hover:border-brand"
              >
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand">
                  <IconArrowLeft aria-hidden size={16} /> {t('previousPost')}
                </span>
                <span className="mt-2 block font-semibold">{older.title}</span>
              </Link>
            ) : (
              <span />
            )}
            {newer ? (
              <Link
                href={{ pathname: '/blog/[slug]', params: { slug: newer.slug } }}
                rel="next"
                className="group rounded-card border border-line p-6 text-right hover:border-brand"
              >
                <span className="inline-flex items-center gap-1 text-sm font-semibold text-brand">
                  {t('nextPost')} <IconArrowRight aria-hidden size={16} />
                </span>
                <span className="mt-2 block font-semibold">{newer.title}</span>
              </Link>
            ) : null}
          </nav>
        </footer>
      </article>

      {related.length ? (
        <section aria-labelledby="related" className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
          <h2 id="related" className="text-3xl font-bold tracking-tight">
            {t('relatedTitle')}
          </h2>
          <div className="mt-8 grid gap-6 md:grid-cols-3">
            {related.map((candidate) => (
              <PostCard key={candidate.slug} post={candidate} />
            ))}
          </div>
        </section>
      ) : null}
      <ContactBand />
      <JsonLd<BlogPosting>
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          url: absoluteUrl(href, locale),
          mainEntityOfPage: absoluteUrl(href, locale),
          inLanguage: locale,
          datePublished: post.publishedAt,
          dateModified: post.updatedAt ?? post.publishedAt,
          keywords: post.tags.join(', '),
          wordCount: post.body.split(/\s+/).length,
          ...(author && authorHref
            ? {
                author: {
                  '@type': 'Person',
                  name: author.name,
                  url: absoluteUrl(authorHref, locale),
                },
              }
            : {}),
          publisher: { '@id': `${settings.SITE_URL}/#organization` },
          image: `${settings.SITE_URL}${shareImagePath(href, locale)}`,
        }}
      />
    </>
  );
}
