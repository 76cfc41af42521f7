import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { ButtonLink } from '@/components/ui/button-link';
import { PageHero } from '@/components/ui/page-hero';
import { pageMetadata } from '@/lib/seo';
import { entryOr404 } from '@/routes/entry';
import { isThankYouKind, paramsOf, thankYouPages, type ThankYouKind } from '@/routes/params';
import type { RouteHref } from '@/routes/paths';

type Props = PageProps<'/[locale]/thank-you/[kind]'>;

export const generateStaticParams = () => paramsOf('/thank-you/[kind]');

const nextStep = {
  message: { href: '/case-studies', label: 'caseStudies' },
  application: { href: '/about', label: 'team' },
  newsletter: { href: '/blog', label: 'blog' },
} as const satisfies Record<ThankYouKind, { href: RouteHref; label: string }>;

async function load({ params }: Props) {
  const [{ kind }, locale] = await Promise.all([params, getLocale()]);
  return { kind: entryOr404(isThankYouKind(kind) ? kind : undefined), locale };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { kind, locale } = await load(props);
  const t = await getTranslations('seo');
  return pageMetadata({
    locale,
    href: { pathname: '/thank-you/[kind]', params: { kind } },
    title: t(`pages.${thankYouPages[kind]}.title`),
    description: t(`pages.${thankYouPages[kind]}.description`),
    noIndex: true,
  });
}

/** Where a form sent without JavaScript ends: what happened, and what comes next. */
export default async function ThankYouPage(props: Props) {
  const { kind } = await load(props);
  const t = await getTranslations('shared.thankYou');
  const next = nextStep[kind];
  return (
    <PageHero eyebrow={t(`${kind}.eyebrow`)} title={t(`${kind}.title`)} intro={t(`${kind}.intro`)}>
      <p className="mt-6 text-lg">{t(`${kind}.next`)}</p>
      <ButtonLink href={next.href} className="mt-6">
        {t(next.label)}
      </ButtonLink>
    </PageHero>
  );
}
