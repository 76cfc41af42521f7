import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/config/site';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/imprint', 'imprint');

export default async function ImprintPage() {
  const t = await getTranslations('shared.legal.imprint');
  return (
    <>
      <PageHero title={t('title')} intro={t('intro')} />
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6 md:grid-cols-2">
        <section aria-labelledby="company">
          <h2 id="company" className="text-xl font-bold">
            {t('companyHeading')}
          </h2>
          <address className="mt-3 text-muted not-italic">
            {site.legalName}
            <br />
            {site.address.street}
            <br />
            {site.address.postalCode} {site.address.city}
            <br />
            {site.address.country === 'CH' ? 'Schweiz / Switzerland' : site.address.country}
          </address>
        </section>
        <section aria-labelledby="contact">
          <h2 id="contact" className="text-xl font-bold">
            {t('contactHeading')}
          </h2>
          <p className="mt-3 text-muted">
            <Link href={`mailto:${site.email}`} external className="underline">
              {site.email}
            </Link>
            <br />
            {site.phone}
          </p>
        </section>
        <section aria-labelledby="register">
          <h2 id="register" className="text-xl font-bold">
            {t('registerHeading')}
          </h2>
          <p className="mt-3 text-muted">{t('registerText', { uid: site.uid })}</p>
        </section>
        <section aria-labelledby="represented">
          <h2 id="represented" className="text-xl font-bold">
            {t('representedHeading')}
          </h2>
          <p className="mt-3 text-muted">{t('representedText')}</p>
        </section>
      </div>
    </>
  );
}
