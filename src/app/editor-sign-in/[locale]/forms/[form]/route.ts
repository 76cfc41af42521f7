import { editingNeedsSignIn } from '@/content/editor/mode';
import { answerSignInForm, isSignInPage } from '@/features/editor-sign-in/forms';
import { isLocale } from '@/i18n/locales';

/** The sign-in pages' forms, which the proxy rewrites their posts to. */
export async function POST(
  request: Request,
  { params }: RouteContext<'/editor-sign-in/[locale]/forms/[form]'>,
): Promise<Response> {
  const { locale, form } = await params;
  if (!editingNeedsSignIn() || !isLocale(locale) || !isSignInPage(form))
    return new Response('Not Found', { status: 404 });
  return answerSignInForm(form, request, locale);
}
