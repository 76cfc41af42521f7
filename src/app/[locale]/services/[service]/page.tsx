import { IconCheck } from '@tabler/icons-react';
import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { Service as ServiceSchema } from 'schema-dts';

import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import { CaseStudyCard } from '@/components/sections/cards';
import { ContactBand } from '@/components/sections/contact-band';
import { FaqSection } from '@/components/sections/faq';
import { JsonLd } from '@/components/seo/json-ld';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { serviceIconComponents } from '@/components/ui/icons';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { ThemedImage } from '@/components/ui/themed-image';
import { settings } from '@/config/settings';
import { getCaseStudy, getService } from '@/content';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/services/[service]'>;

export const generateStaticParams = () => paramsOf('/services/[service]');

async function load({ params }: Props) {
  const [{ service: slug }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/services/[service]', params: { service: slug } } as const;
  return { href, locale, service: entryOr404(getService(locale, slug)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, service } = await load(props);
  return pageMetadata({
    locale,
    href,
    title: service.seoTitle ?? service.title,
    description: service.seoDescription ?? service.summary,
  });
}

export default async function ServicePage(props: Props) {
  const { href, locale, service } = await load(props);
  const [t, nav] = await Promise.all([getTranslations('services'), getTranslations('shared.nav')]);
  const Icon = serviceIconComponents[service.icon];
  const related = service.relatedCaseStudies
    .map((slug) => getCaseStudy(locale, slug))
    .filter((study) => study !== undefined);

  return (
    <>
      <PageHero
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { label: nav('services'), href: '/services' },
              { label: service.title, href },
            ]}
          />
        }
        eyebrow={
          <span className="inline-flex items-center gap-2">
            <Icon aria-hidden size={20} /> {t('hero.eyebrow')}
          </span>
        }
        title={service.title}
        intro={service.summary}
      >
        <ButtonLink href="/contact-us" className="mt-8">
          {t('ctaButton')}
        </ButtonLink>
      </PageHero>

      <Section id="problem" eyebrow={t('problemEyebrow')} title={t('problemTitle')}>
        {/* At the top beside the picture: centred, the text moved down when the picture arrived. */}
        <div className="grid items-start gap-12 lg:grid-cols-[3fr_2fr]">
          <p className="max-w-3xl text-xl leading-relaxed">{service.problem}</p>
          {/* Beside the text and below the heading, not in the hero: the heading stays the
              page's largest first paint. */}
          <ThemedImage
            image={service.image}
            sizes="(min-width: 1152px) 422px, (min-width: 1024px) calc(40vw - 2rem), (min-width: 640px) 36rem, 100vw"
            className="h-auto w-full max-w-xl rounded-card border border-line lg:max-w-none"
          />
        </div>
      </Section>

      <Section
        id="approach"
        tone="sunken"
        eyebrow={t('approachEyebrow')}
        title={t('approachTitle')}
      >
        <div className="grid gap-12 lg:grid-cols-[2fr_1fr]">
          <Prose markdown={service.body} />
          <aside aria-labelledby="technologies">
            <h3 id="technologies" className="text-lg font-semibold">
              {t('technologiesTitle')}
            </h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {service.technologies.map((technology) => (
                <li key={technology}>
                  <Badge>{technology}</Badge>
                </li>
              ))}
            </ul>
          </aside>
        </div>
      </Section>

      <Section id="deliverables" eyebrow={t('deliverablesEyebrow')} title={t('deliverablesTitle')}>
        <ul className="grid gap-4 md:grid-cols-2">
          {service.deliverables.map((item) => (
            <Card as="li" key={item} padding="sm" className="flex gap-3">
              <IconCheck aria-hidden size={24} className="shrink-0 text-brand" />
              {item}
            </Card>
          ))}
        </ul>
      </Section>

      {related.length ? (
        <Section id="related" tone="sunken" eyebrow={t('relatedEyebrow')} title={t('relatedTitle')}>
          <div className="grid gap-6 md:grid-cols-3">
            {related.map((study) => (
              <CaseStudyCard key={study.slug} study={study} />
            ))}
          </div>
        </Section>
      ) : null}

      <FaqSection id="faq" eyebrow={t('faqEyebrow')} title={t('faqTitle')} items={service.faq} />
      <ContactBand />
      <JsonLd<ServiceSchema>
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.title,
          description: service.summary,
          url: absoluteUrl(href, locale),
          areaServed: { '@type': 'Country', name: 'Switzerland' },
          provider: { '@id': `${settings.SITE_URL}/#organization` },
        }}
      />
    </>
  );
}
