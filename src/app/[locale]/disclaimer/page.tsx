import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';

import { PageHero } from '@/components/ui/page-hero';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/disclaimer', 'disclaimer');

/** English only: the German path answers 404. */
export default async function DisclaimerPage() {
  if ((await getLocale()) !== 'en') notFound();
  const t = await getTranslations('shared.legal.disclaimer');
  return <PageHero title={t('title')} intro={t('intro')} />;
}
