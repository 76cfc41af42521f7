import { getTranslations } from 'next-intl/server';

import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { site } from '@/config/site';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/contact-us', 'contactUs');

export default async function ContactPage() {
  const t = await getTranslations('contactUs');
  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')} />
      <section aria-labelledby="direct" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="direct" className="text-2xl font-bold">
          {t('directTitle')}
        </h2>
        <dl className="mt-6 grid gap-4 sm:grid-cols-3">
          <div>
            <dt className="font-semibold">{t('emailLabel')}</dt>
            <dd>
              <Link href={`mailto:${site.email}`} external className="text-brand underline">
                {site.email}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('phoneLabel')}</dt>
            <dd>
              <Link
                href={`tel:${site.phone.replace(/\s/g, '')}`}
                external
                className="text-brand underline"
              >
                {site.phone}
              </Link>
            </dd>
          </div>
          <div>
            <dt className="font-semibold">{t('addressLabel')}</dt>
            <dd className="text-muted">
              {site.address.street}, {site.address.postalCode} {site.address.city}
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
