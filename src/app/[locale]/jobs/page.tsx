import { getLocale, getTranslations } from 'next-intl/server';

import { JobFacts } from '@/components/sections/job-facts';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { Section } from '@/components/ui/section';
import { getOpenJobs, getPage } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/jobs');

export default async function JobsPage() {
  const [t, locale] = await Promise.all([getTranslations('jobs'), getLocale()]);
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
            <Card
              as="article"
              key={job.slug}
              id={job.slug}
              aria-labelledby={`${job.slug}-title`}
              padding="xl"
              className="scroll-mt-8"
            >
              <p className="text-sm font-semibold tracking-wide text-brand uppercase">
                {t(`departments.${job.department}`)} · {job.reference}
              </p>
              <h3 id={`${job.slug}-title`} className="mt-2 text-2xl font-bold md:text-3xl">
                {job.title}
              </h3>
              <JobFacts job={job} className="mt-4" />
              <p className="mt-6 text-lg">{job.summary}</p>
              {job.applyUrl ? (
                <ButtonLink href={job.applyUrl} external className="mt-8">
                  {t('applyExternal')}
                </ButtonLink>
              ) : (
                <ButtonLink
                  href={{ pathname: '/jobs/[job]', params: { job: job.slug } }}
                  className="mt-8"
                >
                  {t('apply')}
                  {/* Three links read the same; a screen reader's list of links tells them apart. */}
                  <span className="sr-only">: {job.title}</span>
                </ButtonLink>
              )}
            </Card>
          ))}
        </div>
      </Section>
    </>
  );
}
