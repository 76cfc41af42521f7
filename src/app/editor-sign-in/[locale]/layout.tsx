import { notFound } from 'next/navigation';

import { editingNeedsSignIn } from '@/content/editor/mode';
import { isLocale } from '@/i18n/locales';

export const metadata = { robots: { index: false, follow: false } };

/**
 * The sign-in pages of the editing interface, served by the proxy at `/keystatic/sign-in/` and
 * `/keystatic/sign-out/` in the editor's language: a document of their own, in that language.
 */
export default async function SignInLayout({
  children,
  params,
}: LayoutProps<'/editor-sign-in/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale) || !editingNeedsSignIn()) notFound();
  return (
    <html lang={locale} className="sign-in-document">
      <body>{children}</body>
    </html>
  );
}
