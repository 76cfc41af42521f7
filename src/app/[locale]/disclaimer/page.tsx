import { notFound } from 'next/navigation';
import { getLocale, getTranslations } from 'next-intl/server';

import { LegalPage } from '@/components/sections/legal-page';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/disclaimer');

/** English only: the proxy answers the German path with 404 before this renders. */
export default async function DisclaimerPage() {
  if ((await getLocale()) !== 'en') notFound();
  const t = await getTranslations('shared.legal.disclaimer');
  return <LegalPage page="disclaimer" title={t('title')} intro={t('intro')} />;
}
