import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import type { JobPosting } from 'schema-dts';

import { Breadcrumbs } from '@/components/navigation/breadcrumbs';
import { JobFacts } from '@/components/sections/job-facts';
import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { settings } from '@/config/settings';
import { site } from '@/config/site';
import { getOpenJob } from '@/content';
import { ApplicationForm } from '@/features/application/application-form';
import { applicationFormTexts } from '@/features/application/texts';
import { absoluteUrl, pageMetadata } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/jobs/[job]'>;

export const generateStaticParams = () => paramsOf('/jobs/[job]');

async function load({ params }: Props) {
  const [{ job: slug }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/jobs/[job]', params: { job: slug } } as const;
  return { href, locale, job: entryOr404(getOpenJob(locale, slug)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, job } = await load(props);
  const t = await getTranslations('seo');
  return pageMetadata({
    locale,
    href,
    title: t('jobTitle', { job: job.seoTitle ?? job.title }),
    description: job.seoDescription ?? job.summary,
  });
}

export default async function JobPage(props: Props) {
  const { href, locale, job } = await load(props);
  const [t, nav, form] = await Promise.all([
    getTranslations('jobs'),
    getTranslations('shared.nav'),
    applicationFormTexts(),
  ]);

  return (
    <>
      <PageHero
        breadcrumbs={
          <Breadcrumbs
            trail={[
              { label: nav('jobs'), href: '/jobs' },
              { label: job.title, href },
            ]}
          />
        }
        eyebrow={`${t(`departments.${job.department}`)} · ${job.reference}`}
        title={job.title}
        intro={job.summary}
      >
        <JobFacts job={job} className="mt-6" />
        {job.applyUrl ? (
          <ButtonLink href={job.applyUrl} external className="mt-8">
            {t('applyExternal')}
          </ButtonLink>
        ) : (
          <ButtonLink href="#apply" className="mt-8">
            {t('application.title')}
          </ButtonLink>
        )}
      </PageHero>
      <Section id="role" title={t('roleTitle')} eyebrow={job.reference}>
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <Prose markdown={job.body} headingOffset={1} />
          <Card padding="md" className="self-start">
            <h3 className="text-lg font-semibold">{t('weOffer')}</h3>
            <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
              {job.offer.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Card>
        </div>
      </Section>
      <Section
        id="apply"
        tone="sunken"
        eyebrow={t('application.eyebrow')}
        title={t('application.title')}
        intro={t('application.intro')}
      >
        {job.applyUrl ? (
          <ButtonLink href={job.applyUrl} external>
            {t('applyExternal')}
          </ButtonLink>
        ) : (
          <Card padding="xl" className="max-w-3xl">
            <ApplicationForm
              locale={locale}
              job={job.slug}
              texts={form.texts}
              privacyLabel={form.privacy}
              captchaNotice={form.captchaNotice}
            />
          </Card>
        )}
      </Section>
      <JsonLd<JobPosting>
        data={{
          '@context': 'https://schema.org',
          '@type': 'JobPosting',
          title: job.title,
          description: job.summary,
          identifier: { '@type': 'PropertyValue', name: site.legalName, value: job.reference },
          datePosted: job.datePosted,
          validThrough: job.validThrough,
          employmentType: job.employmentType,
          url: absoluteUrl(href, locale),
          directApply: !job.applyUrl,
          hiringOrganization: { '@id': `${settings.SITE_URL}/#organization` },
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              streetAddress: site.address.street,
              postalCode: site.address.postalCode,
              addressLocality: site.address.city,
              addressCountry: site.address.country,
            },
          },
          ...(job.salary
            ? {
                baseSalary: {
                  '@type': 'MonetaryAmount',
                  currency: 'CHF',
                  value: {
                    '@type': 'QuantitativeValue',
                    minValue: job.salary.min,
                    maxValue: job.salary.max,
                    unitText: 'YEAR',
                  },
                },
              }
            : {}),
        }}
      />
    </>
  );
}
