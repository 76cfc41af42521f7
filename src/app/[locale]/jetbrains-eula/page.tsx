import { getTranslations } from 'next-intl/server';

import { LegalPage } from '@/components/sections/legal-page';
import { staticPageMetadata } from '@/lib/seo';
import { pageOr404 } from '@/routes/entry';

export const generateMetadata = () => staticPageMetadata('/jetbrains-eula');

export default async function JetbrainsEulaPage() {
  await pageOr404('/jetbrains-eula');
  const t = await getTranslations('shared.legal.jetbrainsEula');
  return <LegalPage page="jetbrains-eula" title={t('title')} intro={t('intro')} />;
}
