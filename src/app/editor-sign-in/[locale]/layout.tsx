import { notFound } from 'next/navigation';

import { editingNeedsSignIn } from '@/content/editor/mode';
import { isLocale } from '@/i18n/locales';

export const metadata = { robots: { index: false, follow: false } };

/** A document of their own, in the editor's language; the proxy serves them under `/keystatic/`. */
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
