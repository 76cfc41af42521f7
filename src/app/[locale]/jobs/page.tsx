import { IconBriefcase, IconClock, IconMapPin } from '@tabler/icons-react';
import { getFormatter, getLocale, getTranslations } from 'next-intl/server';
import type { JobPosting } from 'schema-dts';

import { JsonLd } from '@/components/seo/json-ld';
import { ButtonLink } from '@/components/ui/button';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { settings } from '@/config/settings';
import { site } from '@/config/site';
import { getOpenJobs, getPage } from '@/content';
import { formatChf } from '@/lib/money';
import { absoluteUrl, staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/jobs');

export default async function JobsPage() {
  const [t, locale, format] = await Promise.all([
    getTranslations('jobs'),
    getLocale(),
    getFormatter(),
  ]);
  const jobs = getOpenJobs(locale);
  const page = getPage('jobs', locale);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
        <ButtonLink href="#positions" className="mt-8">
          {t('seePositions', { count: jobs.length })}
        </ButtonLink>
      </PageHero>
      <Section id="working-here" eyebrow={t('cultureEyebrow')} title={t('cultureTitle')}>
        <Prose markdown={page.body} />
      </Section>
      <Section
        id="positions"
        tone="sunken"
        eyebrow={t('positionsEyebrow')}
        title={t('openPositions')}
      >
        {jobs.length === 0 ? <p className="text-lg text-muted">{t('noPositions')}</p> : null}
        <div className="space-y-8">
          {jobs.map((job) => (
            <article
              key={job.slug}
              id={job.slug}
              aria-labelledby={`${job.slug}-title`}
              className="scroll-mt-8 rounded-card border border-line bg-surface p-6 md:p-10"
            >
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">
                {t(`departments.${job.department}`)} · {job.reference}
              </p>
              <h3 id={`${job.slug}-title`} className="mt-2 text-2xl font-bold md:text-3xl">
                {job.title}
              </h3>
              <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-muted">
                <li className="inline-flex items-center gap-2">
                  <IconClock aria-hidden size={18} />
                  {t('workload', { min: job.workload.min, max: job.workload.max })}
                </li>
                <li className="inline-flex items-center gap-2">
                  <IconMapPin aria-hidden size={18} />
                  {job.location}, {t(`remote.${job.remote}`)}
                </li>
                {job.salary ? (
                  <li className="inline-flex items-center gap-2">
                    <IconBriefcase aria-hidden size={18} />
                    {t('salary', {
                      min: formatChf(format, job.salary.min),
                      max: formatChf(format, job.salary.max),
                    })}
                  </li>
                ) : null}
              </ul>
              <p className="mt-6 text-lg">{job.summary}</p>
              <div className="mt-8 grid gap-10 lg:grid-cols-[2fr_1fr]">
                <Prose
                  markdown={job.body}
                  className="text-base"
                  idPrefix={`${job.slug}-`}
                  headingOffset={2}
                />
                <div>
                  <h4 id={`${job.slug}-offer`} className="text-lg font-semibold">
                    {t('weOffer')}
                  </h4>
                  <ul className="mt-3 list-disc space-y-2 pl-5 text-muted">
                    {job.offer.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                </div>
              </div>
              <ButtonLink
                href={`mailto:jobs@${site.email.split('@')[1]}?subject=${encodeURIComponent(`${job.reference} – ${job.title}`)}`}
                external
                className="mt-8"
              >
                {t('apply')}
              </ButtonLink>
              <JsonLd<JobPosting>
                data={{
                  '@context': 'https://schema.org',
                  '@type': 'JobPosting',
                  title: job.title,
                  description: job.summary,
                  identifier: {
                    '@type': 'PropertyValue',
                    name: site.legalName,
                    value: job.reference,
                  },
                  datePosted: job.datePosted,
                  validThrough: job.validThrough,
                  employmentType: job.employmentType,
                  url: `${absoluteUrl('/jobs', locale)}#${job.slug}`,
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
            </article>
          ))}
        </div>
      </Section>
    </>
  );
}
