import { IconQuote } from '@tabler/icons-react';
import { getLocale, getTranslations } from 'next-intl/server';
import type { WebSite } from 'schema-dts';

import { HeroIllustration } from '@/components/illustrations/hero-illustration';
import { CaseStudyCard, PostCard, ServiceCard } from '@/components/sections/cards';
import { ContactBand } from '@/components/sections/contact-band';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Section, SectionLink } from '@/components/ui/section';
import { settings } from '@/config/settings';
import { site } from '@/config/site';
import { getBlogPosts, getCaseStudies, getPage, getServices } from '@/content';
import { absoluteUrl, staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/');

export default async function HomePage() {
  const [t, locale] = await Promise.all([getTranslations('home'), getLocale()]);
  const page = getPage('home', locale);

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={t('hero.title')}
        intro={t('hero.intro')}
        aside={<HeroIllustration label={t('hero.imageAlt')} />}
      >
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href="/contact-us">{t('hero.primaryCta')}</ButtonLink>
          <ButtonLink href="/case-studies" variant="secondary">
            {t('hero.secondaryCta')}
          </ButtonLink>
        </div>
      </PageHero>

      <section aria-labelledby="clients" className="border-b border-line py-10">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="clients" className="text-sm font-semibold tracking-wide text-muted uppercase">
            {t('clientsTitle')}
          </h2>
          {/* Left-aligned in a grid: centred, a line or row would shift as its pieces arrive. */}
          <ul className="mt-6 grid grid-cols-2 items-center gap-x-10 gap-y-4 md:grid-cols-4">
            {page.clients.map((client) => (
              <li key={client} className="text-lg font-semibold tracking-tight text-muted">
                {client}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section
        id="services"
        eyebrow={t('servicesEyebrow')}
        title={t('servicesTitle')}
        intro={t('servicesIntro')}
        action={<SectionLink href="/services">{t('servicesLink')}</SectionLink>}
      >
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {getServices(locale).map((service) => (
            <ServiceCard key={service.slug} service={service} />
          ))}
        </div>
      </Section>

      <Section
        id="work"
        tone="sunken"
        eyebrow={t('caseStudiesEyebrow')}
        title={t('caseStudiesTitle')}
        action={<SectionLink href="/case-studies">{t('caseStudiesLink')}</SectionLink>}
      >
        <div className="grid gap-6 md:grid-cols-3">
          {getCaseStudies(locale)
            .slice(0, 3)
            .map((study) => (
              <CaseStudyCard key={study.slug} study={study} />
            ))}
        </div>
      </Section>

      <Section id="process" eyebrow={t('processEyebrow')} title={t('processTitle')}>
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {page.process.map((step, index) => (
            <Card as="li" key={step.title} padding="md">
              <span className="inline-flex size-10 items-center justify-center rounded-full bg-accent font-bold text-[#14201f]">
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-muted">{step.text}</p>
            </Card>
          ))}
        </ol>
      </Section>

      <Section
        id="testimonials"
        tone="sunken"
        eyebrow={t('testimonialsEyebrow')}
        title={t('testimonialsTitle')}
      >
        <ul className="grid gap-6 md:grid-cols-3">
          {page.testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <Card as="figure" padding="md" className="flex h-full flex-col">
                <IconQuote aria-hidden size={28} className="text-brand" />
                <blockquote className="mt-4 text-lg">{testimonial.quote}</blockquote>
                <figcaption className="mt-6 text-sm text-muted">
                  <span className="block font-semibold text-ink">{testimonial.author}</span>
                  {testimonial.role}, {testimonial.company}
                </figcaption>
              </Card>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="startups"
        eyebrow={t('startupsEyebrow')}
        title={t('startupsTitle')}
        intro={t('startupsIntro')}
      >
        <div className="grid gap-6 md:grid-cols-2">
          {(['early', 'growth'] as const).map((stage) => (
            <Card as="article" key={stage}>
              <h3 className="text-2xl font-semibold">{t(`startups.${stage}.title`)}</h3>
              <p className="mt-3 text-muted">{t(`startups.${stage}.text`)}</p>
              <ButtonLink
                href={stage === 'early' ? '/early-stage-startups' : '/growth-stage-startups'}
                variant="secondary"
                className="mt-6"
              >
                {t(`startups.${stage}.link`)}
              </ButtonLink>
            </Card>
          ))}
        </div>
      </Section>

      {/* Follows the show_blog flag, like every link to the blog. */}
      <div data-feature="show_blog">
        <Section
          id="blog"
          tone="sunken"
          eyebrow={t('blogEyebrow')}
          title={t('blogTitle')}
          action={<SectionLink href="/blog">{t('blogLink')}</SectionLink>}
        >
          <div className="grid gap-6 md:grid-cols-3">
            {getBlogPosts(locale)
              .slice(0, 3)
              .map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
          </div>
        </Section>
      </div>

      <ContactBand />
      <JsonLd<WebSite>
        data={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: site.name,
          url: absoluteUrl('/', locale),
          inLanguage: locale,
          publisher: { '@id': `${settings.SITE_URL}/#organization` },
        }}
      />
    </>
  );
}
