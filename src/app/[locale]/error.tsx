'use client';

import { useEffect } from 'react';

import { useErrorTexts } from '@/components/errors/error-texts';
import {
  ErrorView,
  primaryButtonClass,
  secondaryButtonClass,
} from '@/components/errors/error-view';
import { Link } from '@/components/navigation/link';
import { reloadOnce } from '@/components/runtime/reload-once';
import { isChunkLoadError } from '@/lib/runtime/chunk-reload';

/** The localized error page, for an error while rendering a page (status 500). */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  const text = useErrorTexts();

  useEffect(() => {
    console.error(error);
    // Code of an older deployment that is gone: a fresh page load fetches the current code.
    if (isChunkLoadError(error)) reloadOnce();
    // Loaded only now, so that pages without errors do not carry it.
    else void import('@/integrations/sentry/client').then((m) => m.reportClientError(error));
  }, [error]);

  return (
    <>
      <title>{text.title}</title>
      <ErrorView
        eyebrow={text.eyebrow}
        title={text.title}
        message={text.message}
        imageAlt={text.imageAlt}
        signOff={text.signOff}
        actions={
          <>
            <button type="button" onClick={() => retry()} className={secondaryButtonClass}>
              {text.retry}
            </button>
            <Link href="/" className={primaryButtonClass}>
              {text.home}
            </Link>
          </>
        }
      />
    </>
  );
}
