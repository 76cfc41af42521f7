import { IconArrowRight, IconQuote } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Article } from 'schema-dts';

import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import { Link } from '@/components/navigation/link';
import { ContactBand } from '@/components/sections/contact-band';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { cardClasses, Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { ThemedImage } from '@/components/ui/themed-image';
import { settings } from '@/config/settings';
import { getCaseStudies, getCaseStudy, getService } from '@/content';
import { formatFigure } from '@/lib/format';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/case-studies/[caseName]'>;

export const generateStaticParams = () => paramsOf('/case-studies/[caseName]');

async function load({ params }: Props) {
  const [{ caseName }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/case-studies/[caseName]', params: { caseName } } as const;
  return { href, locale, study: entryOr404(getCaseStudy(locale, caseName)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, study } = await load(props);
  return pageMetadata({
    locale,
    href,
    title: study.seoTitle ?? study.title,
    description: study.seoDescription ?? study.summary,
  });
}

export default async function CaseStudyPage(props: Props) {
  const { href, locale, study } = await load(props);
  const [t, nav] = await Promise.all([
    getTranslations('caseStudies'),
    getTranslations('shared.nav'),
  ]);
  const all = getCaseStudies(locale);
  const next = all[(all.findIndex((entry) => entry.slug === study.slug) + 1) % all.length];
  const facts = [
    { label: t('clientLabel'), value: study.client.name },
    { label: t('industryLabel'), value: t(`industries.${study.industry}`) },
    { label: t('yearLabel'), value: String(study.year) },
    { label: t('durationLabel'), value: t('months', { count: study.durationMonths }) },
    { label: t('teamLabel'), value: t('people', { count: study.teamSize }) },
  ];

  return (
    <article>
      <PageHero
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { label: nav('caseStudies'), href: '/case-studies' },
              { label: study.client.name, href },
            ]}
          />
        }
        eyebrow={study.client.name}
        title={study.title}
        intro={study.summary}
      >
        <dl className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
          {facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="font-semibold">{fact.value}</dd>
            </div>
          ))}
        </dl>
      </PageHero>

      <Section id="results" tone="sunken" eyebrow={t('resultsEyebrow')} title={t('resultsTitle')}>
        <ul className="grid gap-6 md:grid-cols-3">
          {study.results.map((result) => (
            <Card as="li" key={result.label} padding="md">
              <p className="text-5xl font-bold tracking-tight text-brand">
                {formatFigure(locale, result.value)}
              </p>
              <p className="mt-3 text-muted">{result.label}</p>
            </Card>
          ))}
        </ul>
      </Section>

      {/* The software itself, after the results: below the first screen, so that the heading,
          not this picture, is the page's largest first paint. */}
      <div className="mx-auto max-w-6xl px-4 pt-16 sm:px-6 md:pt-24">
        <ThemedImage
          image={study.image}
          sizes="(min-width: 1152px) 1104px, 100vw"
          className="h-auto w-full rounded-card border border-line"
        />
      </div>

      <Section id="story" eyebrow={t('storyEyebrow')} title={t('storyTitle')}>
        <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
          <Prose markdown={study.body} />
          <aside className="space-y-8">
            <div>
              <h3 className="text-lg font-semibold">{t('servicesLabel')}</h3>
              <ul className="mt-3 space-y-2">
                {study.services.map((service) => (
                  <li key={service}>
                    <Link
                      href={{ pathname: '/services/[service]', params: { service } }}
                      className="text-brand underline underline-offset-4"
                    >
                      {getService(locale, service)?.title}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-lg font-semibold">{t('technologiesLabel')}</h3>
              <ul className="mt-3 flex flex-wrap gap-2">
                {study.technologies.map((technology) => (
                  <li key={technology}>
                    <Badge>{technology}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </aside>
        </div>
      </Section>

      <section aria-label={t('testimonialLabel')} className="bg-sunken py-16 md:py-24">
        <figure className="mx-auto max-w-3xl px-4 sm:px-6">
          <IconQuote aria-hidden size={40} className="text-brand" />
          <blockquote className="mt-4 text-2xl leading-snug font-medium text-balance md:text-3xl">
            {study.testimonial.quote}
          </blockquote>
          <figcaption className="mt-6 text-muted">
            <span className="font-semibold text-ink">{study.testimonial.author}</span>,{' '}
            {study.testimonial.role}, {study.client.name}
          </figcaption>
        </figure>
      </section>

      {next && next.slug !== study.slug ? (
        <nav aria-label={t('nextLabel')} className="mx-auto max-w-6xl px-4 pt-16 sm:px-6">
          <Link
            href={{ pathname: '/case-studies/[caseName]', params: { caseName: next.slug } }}
            className={`${cardClasses()} group flex items-center justify-between gap-6 hover:border-brand`}
          >
            <span>
              <span className="block text-sm font-semibold tracking-wide text-brand uppercase">
                {t('nextLabel')}
              </span>
              <span className="mt-2 block text-xl font-semibold">{next.title}</span>
            </span>
            <IconArrowRight
              aria-hidden
              size={28}
              className="shrink-0 text-brand transition-transform group-hover:translate-x-1"
            />
          </Link>
        </nav>
      ) : null}
      <ContactBand />
      <JsonLd<Article>
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: study.title,
          description: study.summary,
          url: absoluteUrl(href, locale),
          inLanguage: locale,
          about: study.client.name,
          publisher: { '@id': `${settings.SITE_URL}/#organization` },
        }}
      />
    </article>
  );
}
