'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';

import {
  ErrorView,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/errors/error-view';
import { Link } from '@/components/navigation/link';

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const t = useTranslations('shared.error');
  const tNotFound = useTranslations('shared.notFound');

  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <>
      <title>{t('title')}</title>
      <ErrorView
        eyebrow={t('eyebrow')}
        title={t('title')}
        message={t('message')}
        imageAlt={tNotFound('imageAlt')}
        signOff={t('signOff')}
        actions={
          <>
            <button type="button" onClick={() => retry()} className={secondaryButtonClass}>
              {t('retry')}
            </button>
            <Link href="/" className={primaryButtonClass}>
              {t('home')}
            </Link>
          </>
        }
      />
    </>
  );
}
