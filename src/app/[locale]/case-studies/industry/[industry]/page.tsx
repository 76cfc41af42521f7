import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { CaseStudyList } from '@/components/sections/case-study-list';
import type { industries } from '@/content/schemas';
import { pageMetadata } from '@/lib/seo';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/case-studies/industry/[industry]'>;

export const generateStaticParams = () => paramsOf('/case-studies/industry/[industry]');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ industry }, locale, t] = await Promise.all([
    params,
    getLocale(),
    getTranslations('caseStudies'),
  ]);
  const name = t(`industries.${industry as (typeof industries)[number]}`);
  return pageMetadata({
    locale,
    href: { pathname: '/case-studies/industry/[industry]', params: { industry } },
    title: t('filteredTitle', { filter: name }),
    description: t('filteredDescription', { filter: name }),
  });
}

export default async function CaseStudiesByIndustry({ params }: Props) {
  const { industry } = await params;
  return <CaseStudyList filter={{ industry }} />;
}
