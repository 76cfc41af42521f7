import { getTranslations } from 'next-intl/server';

import { LegalPage } from '@/components/sections/legal-page';
import { staticPageMetadata } from '@/lib/seo';
import { pageOr404 } from '@/routes/entry';

export const generateMetadata = () => staticPageMetadata('/disclaimer');

export default async function DisclaimerPage() {
  await pageOr404('/disclaimer');
  const t = await getTranslations('shared.legal.disclaimer');
  return <LegalPage page="disclaimer" title={t('title')} intro={t('intro')} />;
}
