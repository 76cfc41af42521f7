import { getLocale, getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/case-studies', 'caseStudies');

export default async function CaseStudiesPage() {
  const [t, locale] = await Promise.all([getTranslations('caseStudies'), getLocale()]);
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <ul className="mx-auto grid max-w-6xl gap-6 px-4 sm:px-6 md:grid-cols-2">
        {content.caseStudies().map((study) => (
          <li key={study.slug} className="rounded-2xl border border-line bg-surface p-6">
            <p className="text-sm text-muted">{study.client}</p>
            <h2 className="mt-1 text-xl font-semibold">{study.title[locale]}</h2>
            <p className="mt-2 text-muted">{study.summary[locale]}</p>
            <Link
              href={{ pathname: '/case-studies/[caseName]', params: { caseName: study.slug } }}
              className="mt-4 inline-block font-semibold text-brand underline"
            >
              {t('detailLink')}
              <span className="sr-only">: {study.client}</span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
