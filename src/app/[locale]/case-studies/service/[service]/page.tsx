import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { CaseStudyList } from '@/components/sections/case-study-list';
import { getService } from '@/content';
import { pageMetadata } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { paramsOf } from '@/routes/params';

type Props = PageProps<'/[locale]/case-studies/service/[service]'>;

export const generateStaticParams = () => paramsOf('/case-studies/service/[service]');

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ service: slug }, locale, t] = await Promise.all([
    params,
    getLocale(),
    getTranslations('caseStudies'),
  ]);
  const service = entryOr404(getService(locale, slug));
  return pageMetadata({
    locale,
    href: { pathname: '/case-studies/service/[service]', params: { service: slug } },
    title: t('filteredTitle', { filter: service.title }),
    description: t('filteredDescription', { filter: service.title }),
  });
}

export default async function CaseStudiesByService({ params }: Props) {
  const { service } = await params;
  return <CaseStudyList filter={{ service }} />;
}
