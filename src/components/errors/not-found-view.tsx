import { getTranslations } from 'next-intl/server';

import { ButtonLink } from '@/components/ui/button-link';

import { ErrorView } from './error-view';

export async function NotFoundView() {
  const t = await getTranslations('shared.notFound');
  return (
    <ErrorView
      eyebrow={t('eyebrow')}
      title={t('title')}
      message={t('message')}
      imageAlt={t('imageAlt')}
      signOff={t('signOff')}
      actions={<ButtonLink href="/">{t('home')}</ButtonLink>}
    />
  );
}

export async function notFoundMetadata() {
  const t = await getTranslations('seo');
  return {
    title: { absolute: t('pages.notFound.title') },
    description: t('pages.notFound.description'),
    robots: { index: false, follow: true },
  };
}
