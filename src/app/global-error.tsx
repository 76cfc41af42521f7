'use client';

import { useEffect, useState } from 'react';

import type { ErrorTexts } from '@/components/errors/error-texts';
import { reloadOnce } from '@/components/runtime/reload-once';
import { homePath, languageTags, splitLocale, type Locale } from '@/i18n/locales';
import type { Messages } from '@/i18n/messages';
import { isChunkLoadError } from '@/lib/runtime/chunk-reload';

import './globals.css';

async function loadTexts(locale: Locale): Promise<ErrorTexts> {
  // Loaded only when this page is shown, so no page pays for the texts up front.
  const { default: shared } = (await import(`../../messages/${locale}/shared.json`)) as {
    default: Messages['shared'];
  };
  return { ...shared.error, imageAlt: shared.notFound.imageAlt };
}

/**
 * Shown when even the root layout fails, so it cannot rely on the layout or next-intl: the
 * language comes from the path and the texts from the message files.
 */
export default function GlobalError({ error }: { error: unknown }) {
  const [locale, setLocale] = useState<Locale>('en');
  const [texts, setTexts] = useState<ErrorTexts | null>(null);

  useEffect(() => {
    if (isChunkLoadError(error)) reloadOnce();
    // Loaded only now, so that pages without errors do not carry it.
    else void import('@/integrations/sentry/client').then((m) => m.reportClientError(error));
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
      <body className="bg-canvas text-ink">
        {texts ? (
          <main className="mx-auto max-w-2xl px-6 py-24">
            <p className="text-sm font-semibold text-brand uppercase">{texts.eyebrow}</p>
            <h1 className="mt-3 text-4xl font-bold">{texts.title}</h1>
            <p className="mt-6 text-lg text-muted">{texts.message}</p>
            <a href={homePath(locale)} className="mt-8 inline-block font-semibold underline">
              {texts.home}
            </a>
          </main>
        ) : null}
      </body>
    </html>
  );
}
