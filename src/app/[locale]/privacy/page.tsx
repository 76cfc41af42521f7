import { getTranslations } from 'next-intl/server';

import { LegalPage } from '@/components/sections/legal-page';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/privacy');

export default async function PrivacyPage() {
  const t = await getTranslations('shared.legal.privacy');
  return <LegalPage page="privacy" title={t('title')} intro={t('intro')} />;
}
