import { IconArrowRight } from '@tabler/icons-react';
import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { Badge } from '@/components/ui/badge';
import { cardClasses as cardSurface } from '@/components/ui/card';
import { ThemedImage } from '@/components/ui/themed-image';
import type { BlogPost, CaseStudy, Service } from '@/content';
import { formatFigure } from '@/lib/format';

import { PostDateAndLength } from './post-date-and-length';

/** Content at the top: pinned to the bottom, it would move as a taller card of the row arrives. */
const cardClasses = `group relative flex h-full flex-col ${cardSurface()} transition-colors hover:border-brand`;

/** Makes the whole card clickable through its one link, which stays the accessible name. */
const stretchedLink = 'after:absolute after:inset-0 after:rounded-card after:content-[""]';

/** A card's picture: the card's width less its padding, in rows of one, two (md) or three (lg). */
const cardImageSizes =
  '(min-width: 1152px) 288px, (min-width: 1024px) calc(33vw - 5rem), ' +
  '(min-width: 768px) calc(50vw - 6rem), calc(100vw - 5rem)';
const cardImageClasses = 'h-auto w-full rounded-2xl';

export function ServiceCard({
  service,
  headingLevel = 3,
  priority,
}: {
  service: Service;
  headingLevel?: 2 | 3;
  /** The first card of a page's list, whose picture is in the first screen (`ThemedImage`). */
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardClasses}>
      <ThemedImage
        image={service.image}
        sizes={cardImageSizes}
        className={cardImageClasses}
        priority={priority}
      />
      <Heading className="mt-6 text-xl font-semibold">
        <Link
          href={{ pathname: '/services/[service]', params: { service: service.slug } }}
          className={`${stretchedLink} group-hover:text-brand`}
        >
          {service.title}
        </Link>
      </Heading>
      <p className="mt-3 text-muted">{service.summary}</p>
      <IconArrowRight
        aria-hidden
        size={22}
        className="mt-6 text-brand transition-transform group-hover:translate-x-1"
      />
    </article>
  );
}

export async function CaseStudyCard({
  study,
  headingLevel = 3,
}: {
  study: CaseStudy;
  headingLevel?: 2 | 3;
}) {
  const t = await getTranslations('caseStudies');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [highlight] = study.results;
  return (
    <article className={cardClasses}>
      <ThemedImage image={study.image} sizes={cardImageSizes} className={cardImageClasses} />
      <p className="mt-6 text-sm font-medium text-muted">
        {study.client.name} · {t(`industries.${study.industry}`)}
      </p>
      <Heading className="mt-2 text-xl font-semibold text-balance">
        <Link
          href={{ pathname: '/case-studies/[caseName]', params: { caseName: study.slug } }}
          className={`${stretchedLink} group-hover:text-brand`}
        >
          {study.title}
        </Link>
      </Heading>
      {highlight ? (
        <p className="mt-6 flex flex-wrap items-baseline gap-x-3 gap-y-1 border-t border-line pt-6">
          <span className="text-4xl font-bold text-brand">
            {formatFigure(study.locale, highlight.value)}
          </span>
          <span className="min-w-0 text-muted">{highlight.label}</span>
        </p>
      ) : null}
    </article>
  );
}

export async function PostCard({
  post,
  headingLevel = 3,
  priority,
}: {
  post: BlogPost;
  headingLevel?: 2 | 3;
  /** The first card of a page's list, whose picture is in the first screen (`ThemedImage`). */
  priority?: boolean;
}) {
  const t = await getTranslations('blog');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardClasses}>
      <ThemedImage
        image={post.image}
        sizes={cardImageSizes}
        className={cardImageClasses}
        priority={priority}
      />
      <p className="mt-6 text-sm text-muted">
        <PostDateAndLength post={post} />
      </p>
      <Heading className="mt-3 text-xl font-semibold text-balance">
        <Link
          href={{ pathname: '/blog/[slug]', params: { slug: post.slug } }}
          className={`${stretchedLink} group-hover:text-brand`}
        >
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 text-muted">{post.excerpt}</p>
      <ul className="mt-5 flex flex-wrap gap-2">
        {post.tags.map((tag) => (
          <li key={tag}>
            <Badge>{t(`tags.${tag}`)}</Badge>
          </li>
        ))}
      </ul>
    </article>
  );
}
