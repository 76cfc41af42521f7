import { getLocale, getTranslations } from 'next-intl/server';

import { primaryButtonClass, secondaryButtonClass } from '@/components/errors/error-view';
import { Link } from '@/components/navigation/link';
import { PageHero } from '@/components/ui/page-hero';
import { settings } from '@/config/settings';
import { content } from '@/content';
import { staticPageMetadata } from '@/lib/seo';

export const generateMetadata = () => staticPageMetadata('/', 'home');

const highlights = ['senior', 'swiss', 'ownership'] as const;

export default async function HomePage() {
  const [t, locale] = await Promise.all([getTranslations('home'), getLocale()]);

  return (
    <>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} intro={t('hero.intro')}>
        <div className="mt-8 flex flex-wrap gap-3">
          <Link href="/contact-us" className={primaryButtonClass}>
            {t('hero.primaryCta')}
          </Link>
          <Link href="/case-studies" className={secondaryButtonClass}>
            {t('hero.secondaryCta')}
          </Link>
        </div>
      </PageHero>

      <section aria-labelledby="highlights" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="highlights" className="text-2xl font-bold">
          {t('highlights.title')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-3">
          {highlights.map((key) => (
            <li key={key} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold">{t(`highlights.items.${key}.title`)}</h3>
              <p className="mt-2 text-muted">{t(`highlights.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="services" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="services" className="text-2xl font-bold">
          {t('servicesTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {content.services().map((service) => (
            <li key={service.slug} className="rounded-2xl border border-line bg-surface p-6">
              <h3 className="font-semibold">
                <Link
                  href={{ pathname: '/services/[service]', params: { service: service.slug } }}
                  className="hover:text-brand"
                >
                  {service.title[locale]}
                </Link>
              </h3>
              <p className="mt-2 text-muted">{service.summary[locale]}</p>
            </li>
          ))}
        </ul>
        <Link href="/services" className="mt-6 inline-block font-semibold text-brand underline">
          {t('servicesLink')}
        </Link>
      </section>

      <section aria-labelledby="work" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        <h2 id="work" className="text-2xl font-bold">
          {t('caseStudiesTitle')}
        </h2>
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {content.caseStudies().map((study) => (
            <li key={study.slug} className="rounded-2xl border border-line bg-surface p-6">
              <p className="text-sm text-muted">{study.client}</p>
              <h3 className="mt-1 font-semibold">
                <Link
                  href={{ pathname: '/case-studies/[caseName]', params: { caseName: study.slug } }}
                  className="hover:text-brand"
                >
                  {study.title[locale]}
                </Link>
              </h3>
            </li>
          ))}
        </ul>
        <Link href="/case-studies" className="mt-6 inline-block font-semibold text-brand underline">
          {t('caseStudiesLink')}
        </Link>
      </section>

      {settings.SHOW_BLOG ? (
        <section aria-labelledby="blog" className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
          <h2 id="blog" className="text-2xl font-bold">
            {t('blogTitle')}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {content.blogPosts().map((post) => (
              <li key={post.slug} className="rounded-2xl border border-line bg-surface p-6">
                <h3 className="font-semibold">
                  <Link
                    href={{ pathname: '/blog/[slug]', params: { slug: post.slug } }}
                    className="hover:text-brand"
                  >
                    {post.title[locale]}
                  </Link>
                </h3>
                <p className="mt-2 text-muted">{post.summary[locale]}</p>
              </li>
            ))}
          </ul>
          <Link href="/blog" className="mt-6 inline-block font-semibold text-brand underline">
            {t('blogLink')}
          </Link>
        </section>
      ) : null}
    </>
  );
}
