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
import type { Locale } from '@/i18n/locales';

export type CaseStudyFilter = { service?: string; industry?: string };

const serviceName = (locale: Locale, service: string) =>
  getService(locale, service)?.title ?? service;

/** Names the filter alike in the heading, intro, and search results' title and description. */
export async function caseStudyListTexts(filter: CaseStudyFilter) {
  const [t, locale] = await Promise.all([getTranslations('caseStudies'), getLocale()]);
  const filterName = filter.service
    ? serviceName(locale, filter.service)
    : filter.industry
      ? t(`industries.${filter.industry as (typeof industries)[number]}`)
      : undefined;
  return filterName
    ? {
        title: t('filteredTitle', { filter: filterName }),
        description: t('filteredDescription', { filter: filterName }),
      }
    : { title: t('hero.title'), description: t('hero.intro') };
}

/** The case studies, optionally of one service or industry, each filter a page with a real URL. */
export async function CaseStudyList({ filter = {} }: { filter?: CaseStudyFilter }) {
  const [t, locale] = await Promise.all([getTranslations('caseStudies'), getLocale()]);
  const studies = getCaseStudies(locale).filter(
    (study) =>
      (!filter.service || study.services.includes(filter.service)) &&
      (!filter.industry || study.industry === filter.industry),
  );
  const noFilter = !filter.service && !filter.industry;
  const heading = await caseStudyListTexts(filter);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={heading.title} intro={heading.description} />
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {/* Each label is a pill's height from the start: centred in its row, it moved down when
            the pills after it arrived on a slow connection. */}
        <nav aria-label={t('filterLabel')} className="space-y-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-2 inline-flex min-h-11 items-center font-semibold">
              {t('filterByService')}
            </span>
            {getCaseStudyServices().map((service) => (
              <BadgeLink
                key={service}
                href={{ pathname: '/case-studies/service/[service]', params: { service } }}
                current={filter.service === service}
              >
                {serviceName(locale, service)}
              </BadgeLink>
            ))}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-2 inline-flex min-h-11 items-center font-semibold">
              {t('filterByIndustry')}
            </span>
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
