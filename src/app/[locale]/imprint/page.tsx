import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { LegalPage } from '@/components/sections/legal-page';
import { Card } from '@/components/ui/card';
import { phoneDisplay, phoneHref, site } from '@/config/site';
import { typesetText } from '@/i18n/typography';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/imprint');

export default async function ImprintPage() {
  const t = await getTranslations('shared.legal.imprint');
  const facts = [
    {
      term: t('companyHeading'),
      detail: (
        <address className="not-italic">
          {site.legalName}
          <br />
          {site.address.street}
          <br />
          {site.address.postalCode} {site.address.city}
          <br />
          {t('country')}
        </address>
      ),
    },
    {
      term: t('contactHeading'),
      detail: (
        <>
          <Link href={`mailto:${site.email}`} external className="text-brand underline">
            {site.email}
          </Link>
          <br />
          <Link href={phoneHref} external className="text-brand underline">
            {phoneDisplay}
          </Link>
        </>
      ),
    },
    {
      term: t('registerHeading'),
      // The number comes from the site's facts, after the messages were typeset.
      detail: typesetText(t('registerText', { uid: site.uid })),
    },
    { term: t('representedHeading'), detail: t('representedText') },
  ];
  return (
    <LegalPage page="imprint" title={t('title')} intro={t('intro')}>
      <dl className="mb-12 grid gap-8 md:grid-cols-2">
        {facts.map((fact) => (
          <Card key={fact.term} padding="md">
            <dt className="text-lg font-semibold">{fact.term}</dt>
            <dd className="mt-2 text-muted">{fact.detail}</dd>
          </Card>
        ))}
      </dl>
    </LegalPage>
  );
}
