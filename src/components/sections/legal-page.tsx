import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';

import { PageHero } from '@/components/ui/page-hero';
import { Prose } from '@/components/ui/prose';
import { getPage } from '@/content';
import { formatDate } from '@/lib/format';

type LegalPage = 'imprint' | 'privacy' | 'disclaimer' | 'jetbrains-eula';

export async function LegalPage({
  page,
  title,
  intro,
  children,
}: {
  page: LegalPage;
  title: string;
  intro: string;
  children?: ReactNode;
}) {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('shared.legal')]);
  const entry = getPage(page, locale);
  const updatedAt = 'updatedAt' in entry ? entry.updatedAt : undefined;
  return (
    <>
      <PageHero title={title} intro={intro}>
        {updatedAt ? (
          <p className="mt-6 text-sm text-muted">
            {t('updatedAt', { date: formatDate(locale, updatedAt) })}
          </p>
        ) : null}
      </PageHero>
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 md:py-16">
        {children}
        <Prose markdown={entry.body} />
      </div>
    </>
  );
}
