import { notFound } from 'next/navigation';

import { signInMetadata, SignInRequest } from '@/features/editor-sign-in/pages';
import { isLocale } from '@/i18n/locales';

export async function generateMetadata({
  params,
  searchParams,
}: PageProps<'/editor-sign-in/[locale]'>) {
  const { locale } = await params;
  return isLocale(locale) ? signInMetadata('signIn', locale, await searchParams) : {};
}

export default async function SignInPage({
  params,
  searchParams,
}: PageProps<'/editor-sign-in/[locale]'>) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return <SignInRequest locale={locale} query={await searchParams} />;
}
