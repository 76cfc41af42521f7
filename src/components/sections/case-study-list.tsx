import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { CaseStudyCard } from '@/components/sections/cards';
import { ContactBand } from '@/components/sections/contact-band';
import { BadgeLink } from '@/components/ui/badge';
import { PageHero } from '@/components/ui/page-hero';
import {
  getCaseStudies,
  getCaseStudyIndustries,
  getCaseStudyServices,
  getService,
} from '@/content';
import type { industries } from '@/content/schemas';

export type CaseStudyFilter = { service?: string; industry?: string };

/**
 * The case studies, optionally narrowed to one service or one industry. Each filter is a page of
 * its own with a real URL, so filtering works without JavaScript and can be shared.
 */
export async function CaseStudyList({ filter = {} }: { filter?: CaseStudyFilter }) {
  const [t, locale] = await Promise.all([getTranslations('caseStudies'), getLocale()]);
  const studies = getCaseStudies(locale).filter(
    (study) =>
      (!filter.service || study.services.includes(filter.service)) &&
      (!filter.industry || study.industry === filter.industry),
  );
  const noFilter = !filter.service && !filter.industry;
  const serviceName = (service: string) => getService(locale, service)?.title ?? service;
  // A filtered list says in its heading what it shows, as its title in search results does.
  const filterName = filter.service
    ? serviceName(filter.service)
    : filter.industry
      ? t(`industries.${filter.industry as (typeof industries)[number]}`)
      : undefined;

  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={filterName ? t('filteredTitle', { filter: filterName }) : t('hero.title')}
        intro={filterName ? t('filteredDescription', { filter: filterName }) : t('hero.intro')}
      />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <nav aria-label={t('filterLabel')} className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-2 font-semibold">{t('filterByService')}</span>
            {getCaseStudyServices().map((service) => (
              <BadgeLink
                key={service}
                href={{ pathname: '/case-studies/service/[service]', params: { service } }}
                current={filter.service === service}
              >
                {serviceName(service)}
              </BadgeLink>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-2 font-semibold">{t('filterByIndustry')}</span>
            {getCaseStudyIndustries().map((industry) => (
              <BadgeLink
                key={industry}
                href={{ pathname: '/case-studies/industry/[industry]', params: { industry } }}
                current={filter.industry === industry}
              >
                {t(`industries.${industry}`)}
              </BadgeLink>
            ))}
          </div>
        </nav>
        <p className="mt-8 flex flex-wrap gap-x-4 gap-y-1 text-muted">
          <span aria-live="polite">{t('count', { count: studies.length })}</span>
          {noFilter ? null : (
            <Link
              href="/case-studies"
              className="font-semibold text-brand underline underline-offset-4"
            >
              {t('showAll')}
            </Link>
          )}
        </p>
        <div className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {studies.map((study) => (
            <CaseStudyCard key={study.slug} study={study} headingLevel={2} />
          ))}
        </div>
      </div>
      <ContactBand />
    </>
  );
}
