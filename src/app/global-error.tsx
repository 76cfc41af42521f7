'use client';

import { useEffect, useState } from 'react';

import { reloadOnce } from '@/components/deployments/reload-once';
import type { ErrorTexts } from '@/components/errors/error-texts';
import { homePath, languageTags, splitLocale, type Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { loadPublicIntegrations } from '@/integrations/public-config';
import { isChunkLoadError } from '@/lib/deployments/chunk-reload';

// Its own small stylesheet, not globals.css: every page's payload carries the stylesheets this
// page imports, and the site's inlined stylesheet would travel a second time in each of them.
import './global-error.css';

async function loadTexts(locale: Locale): Promise<ErrorTexts> {
  // Loaded only when this page is shown, so no page pays for the texts up front.
  const { default: shared } = (await import(`../../messages/${locale}/shared.json`)) as {
    default: Messages['shared'];
  };
  return { ...shared.error, imageAlt: shared.notFound.imageAlt };
}

/**
 * Shown when even the root layout fails, so without the layout or next-intl: the language comes
 * from the path, the texts from the message files.
 */
export default function GlobalError({ error }: { error: unknown }) {
  const [locale, setLocale] = useState<Locale>('en');
  const [texts, setTexts] = useState<ErrorTexts | null>(null);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
    // Loaded only now, so that pages without errors do not carry it.
    else
      void import('@/integrations/sentry/client').then((m) =>
        m.reportClientError(error, loadPublicIntegrations),
      );
  }, [error]);

  useEffect(() => {
    const current = splitLocale(window.location.pathname).locale;
    void loadTexts(current).then((loaded) => {
      setLocale(current);
      setTexts(loaded);
    });
  }, []);

  return (
    <html lang={languageTags[locale]}>
      <body className="global-error">
        {texts ? (
          <main>
            <p className="eyebrow">{texts.eyebrow}</p>
            <h1>{texts.title}</h1>
            <p>{texts.message}</p>
            <a href={homePath(locale)}>{texts.home}</a>
          </main>
        ) : null}
      </body>
    </html>
  );
}
