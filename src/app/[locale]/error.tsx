'use client';

import { useParams } from 'next/navigation';
import { lazy, Suspense, useEffect } from 'react';

import { reloadOnce } from '@/components/deployments/reload-once';
import { useErrorTexts } from '@/components/errors/error-texts';
import { defaultLocale, homePath, isLocale } from '@/i18n/locales';
import { loadPublicIntegrations } from '@/integrations/public-config';
import { isChunkLoadError } from '@/lib/deployments/chunk-reload';

// The page's layout, buttons and picture load when an error happens, not with every page. Should
// that fail too (the network is gone), the error reaches the global error page.
const ErrorPageView = lazy(() =>
  import('@/components/errors/error-page-view').then((m) => ({ default: m.ErrorPageView })),
);

export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const text = useErrorTexts();
  const { locale } = useParams<{ locale: string }>();

  useEffect(() => {
    console.error(error);
    // Code of an older deployment that is gone: a fresh page load fetches the current code.
    if (isChunkLoadError(error)) reloadOnce();
    // Loaded only now, so that pages without errors do not carry it.
    else
      void import('@/integrations/sentry/client').then((m) =>
        m.reportClientError(error, loadPublicIntegrations),
      );
  }, [error]);

  return (
    <>
      <title>{text.title}</title>
      <Suspense>
        <ErrorPageView
          text={text}
          homeHref={homePath(isLocale(locale) ? locale : defaultLocale)}
          retry={retry}
        />
      </Suspense>
    </>
  );
}
