import { notFound } from 'next/navigation';

import { signInMetadata, SignInConfirm } from '@/features/editor-sign-in/pages';
import { isLocale } from '@/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/editor-sign-in/[locale]/confirm'>) {
  const { locale } = await params;
  return isLocale(locale) ? signInMetadata('confirm', locale, {}) : {};
}

export default async function SignInConfirmPage({
  params,
  searchParams,
}: PageProps<'/editor-sign-in/[locale]/confirm'>) {
  const [{ locale }, { token }] = await Promise.all([params, searchParams]);
  if (!isLocale(locale)) notFound();
  return <SignInConfirm locale={locale} token={token} />;
}
