import { notFound } from 'next/navigation';

import { signInMetadata, SignOut } from '@/features/editor-sign-in/pages';
import { isLocale } from '@/i18n/locales';

export async function generateMetadata({ params }: PageProps<'/editor-sign-in/[locale]/sign-out'>) {
  const { locale } = await params;
  return isLocale(locale) ? signInMetadata('signOut', locale, {}) : {};
}

export default async function SignOutPage({
  params,
}: PageProps<'/editor-sign-in/[locale]/sign-out'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <SignOut locale={locale} />;
}
