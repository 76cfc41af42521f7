'use client';

import { localizedPath } from '@/i18n/paths';
import { languageTags } from '@/i18n/routing';

import deShared from '../../messages/de/shared.json';
import enShared from '../../messages/en/shared.json';

import './globals.css';

/**
 * Shown when even the root layout fails, so it cannot rely on next-intl: the language comes
 * from the path and the texts straight from the message files.
 */
export default function GlobalError() {
  const isGerman = typeof window !== 'undefined' && /^\/de(\/|$)/.test(window.location.pathname);
  const locale = isGerman ? 'de' : 'en';
  const text = (isGerman ? deShared : enShared).error;

  return (
    <html lang={languageTags[locale]}>
      <body className="bg-canvas text-ink">
        <main className="mx-auto max-w-2xl px-6 py-24">
          <p className="text-sm font-semibold text-brand uppercase">{text.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold">{text.title}</h1>
          <p className="mt-6 text-lg text-muted">{text.message}</p>
          <a
            href={localizedPath('/', locale)}
            className="mt-8 inline-block font-semibold underline"
          >
            {text.home}
          </a>
        </main>
      </body>
    </html>
  );
}
