import type { Locale } from '@/i18n/locales';

/** The sign-in pages' public addresses, beside the editing interface's own under /keystatic. */
export const signInPaths = {
  signIn: '/keystatic/sign-in/',
  confirm: '/keystatic/sign-in/confirm/',
  signOut: '/keystatic/sign-out/',
} as const;

export type SignInPage = keyof typeof signInPaths;

export const editorHome = '/keystatic';

export function signInPageOf(pathname: string): SignInPage | undefined {
  const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return (Object.keys(signInPaths) as SignInPage[]).find((page) => signInPaths[page] === withSlash);
}

// The pages live in `src/app/editor-sign-in/[locale]/`, a root layout of their own that gives the
// document its language; the proxy serves them at the public addresses above.
const folders: Record<SignInPage, string> = {
  signIn: '',
  confirm: 'confirm/',
  signOut: 'sign-out/',
};

export const pageFolder = (page: SignInPage, locale: Locale) =>
  `/editor-sign-in/${locale}/${folders[page]}`;

/** The route handler of a page's form, which the proxy rewrites the page's posts to. */
export const formFolder = (page: SignInPage, locale: Locale) =>
  `/editor-sign-in/${locale}/forms/${page}/`;
