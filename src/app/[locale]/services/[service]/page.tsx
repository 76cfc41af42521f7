import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { primaryButtonClass } from '@/components/errors/error-view';
import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { content } from '@/content';
import { entryOr404 } from '@/lib/route-entry';
import { pageMetadata } from '@/lib/seo';

type Props = PageProps<'/[locale]/services/[service]'>;

export function generateStaticParams() {
  return content.services().map((service) => ({ service: service.slug }));
}

async function load({ params }: Props) {
  const [{ service: slug }, locale] = await Promise.all([params, getLocale()]);
  const href = { pathname: '/services/[service]', params: { service: slug } } as const;
  return { href, locale, service: entryOr404(content.service(slug)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { href, locale, service } = await load(props);
  return pageMetadata({
    locale,
    href,
    title: service.title[locale],
    description: service.summary[locale],
  });
}

export default async function ServicePage(props: Props) {
  const { locale, service } = await load(props);
  const t = await getTranslations('services');
  return (
    <>
      <PageHero
        eyebrow={t('hero.eyebrow')}
        title={service.title[locale]}
        intro={service.summary[locale]}
      />
      <section aria-labelledby="deliverables" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h2 id="deliverables" className="text-2xl font-bold">
          {t('deliverablesTitle')}
        </h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-muted">
          {service.deliverables[locale].map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="cta" className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
        <h2 id="cta" className="text-2xl font-bold">
          {t('ctaTitle')}
        </h2>
        <Link href="/contact-us" className={`mt-4 ${primaryButtonClass}`}>
          {t('ctaButton')}
        </Link>
      </section>
    </>
  );
}
