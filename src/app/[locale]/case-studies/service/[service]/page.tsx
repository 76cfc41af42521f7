import type { Metadata } from 'next';
import { getLocale } from 'next-intl/server';

import { CaseStudyList, caseStudyListTexts } from '@/components/sections/case-study-list';
import { getService } from '@/content';
import { pageMetadata } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/case-studies/service/[service]'>;

export const generateStaticParams = () => paramsOf('/case-studies/service/[service]');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ service }, locale] = await Promise.all([params, getLocale()]);
  entryOr404(getService(locale, service));
  return pageMetadata({
    locale,
    href: { pathname: '/case-studies/service/[service]', params: { service } },
    ...(await caseStudyListTexts({ service })),
  });
}

export default async function CaseStudiesByService({ params }: Props) {
  const { service } = await params;
  return <CaseStudyList filter={{ service }} />;
}
