import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';

import { CaseStudyList, caseStudyListTexts } from '@/components/sections/case-study-list';
import { pageMetadata } from '@/lib/seo';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/case-studies/industry/[industry]'>;

export const generateStaticParams = () => paramsOf('/case-studies/industry/[industry]');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ industry }, locale] = await Promise.all([params, getLocale()]);
  return pageMetadata({
    locale,
    href: { pathname: '/case-studies/industry/[industry]', params: { industry } },
    ...(await caseStudyListTexts({ industry })),
  });
}

export default async function CaseStudiesByIndustry({ params }: Props) {
  const { industry } = await params;
  return <CaseStudyList filter={{ industry }} />;
}
