import 'server-only';

import { cookies, draftMode } from 'next/headers';
import { NextRequest, NextResponse } from 'next/server';

import { withDraftsShown } from '@/content/drafts-shown';
import { editingNeedsSignIn } from '@/content/editor/mode';
import { editorLocale } from '@/features/editor-sign-in/locale';
import { defaultLocale } from '@/i18n/locales';
import { matchRoute, splitLocale } from '@/routes/match';
import { routeParamsExist } from '@/routes/params';
import { localizedPath } from '@/routes/paths';
import { servedOverHttps } from '@/server/editors/cookie';
import { signedInEditor } from '@/server/editors/sessions';
import { cookieValue, withoutCookie } from '@/server/http/cookies';
import { serverTranslator } from '@/server/translator';

/** Next's draft-mode cookie: with it, Next renders a page per request instead of sending it as built. */
const DRAFT_MODE_COOKIE = '__prerender_bypass';

/** Only the site's pages whose content exists with the drafts are ever redirected to. */
function pageToPreview(request: NextRequest): string | undefined {
  const site = new URL(request.url);
  const to = site.searchParams.get('to') ?? '';
  if (!to.startsWith('/') || to.startsWith('//')) return undefined;
  const url = new URL(to, site);
  if (url.origin !== site.origin) return undefined;
  const match = matchRoute(url.pathname);
  if (!match || !withDraftsShown(true, () => routeParamsExist(match))) return undefined;
  return url.pathname;
}

/**
 * The cookie is set again with the session's attributes: Next's is SameSite=None and always Secure,
 * which a browser refuses over plain HTTP.
 */
export async function startPreview(request: NextRequest): Promise<Response> {
  const page = pageToPreview(request);
  if (!page) {
    const t = await serverTranslator(editorLocale(request.headers));
    return new NextResponse(t('shared.preview.notAPage'), {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  (await draftMode()).enable();
  const jar = await cookies();
  const value = jar.get(DRAFT_MODE_COOKIE)?.value;
  if (value) {
    jar.set(DRAFT_MODE_COOKIE, value, {
      httpOnly: true,
      secure: servedOverHttps(request.headers),
      sameSite: 'strict',
      path: '/',
    });
  }
  return seeOther(request, page);
}

/** Ends the preview, back on the page it was left from if visitors have it, else its home page. */
export async function endPreview(request: NextRequest): Promise<Response> {
  (await draftMode()).disable();
  let page = localizedPath('/', defaultLocale);
  const referrer = request.headers.get('referer');
  if (referrer) {
    try {
      const from = new URL(referrer);
      const match = from.origin === new URL(request.url).origin ? matchRoute(from.pathname) : null;
      if (match) {
        // The request still carries the preview's cookie: what visitors have, without drafts.
        page = withDraftsShown(false, () => routeParamsExist(match))
          ? from.pathname
          : localizedPath('/', splitLocale(from.pathname).locale);
      }
    } catch {
      // A referrer that is not a URL: the home page.
    }
  }
  return seeOther(request, page);
}

function seeOther(request: NextRequest, path: string): Response {
  const response = NextResponse.redirect(new URL(path, request.url), 303);
  response.headers.set('cache-control', 'no-store');
  return response;
}

/**
 * From anyone without an editor's session the draft-mode cookie is dropped, so that Next sends the
 * page as visitors see it, and a session that ended ends the preview with it.
 */
export async function previewOf(request: NextRequest): Promise<{
  previewing: boolean;
  request: NextRequest;
}> {
  const { headers } = request;
  if (cookieValue(headers, DRAFT_MODE_COOKIE) === undefined) return { previewing: false, request };
  let editor: string | undefined;
  try {
    editor = editingNeedsSignIn() ? await signedInEditor(headers) : undefined;
  } catch {
    editor = undefined;
  }
  if (editor) return { previewing: true, request };
  const headersWithout = withoutCookie(headers, DRAFT_MODE_COOKIE);
  return { previewing: false, request: new NextRequest(request, { headers: headersWithout }) };
}
