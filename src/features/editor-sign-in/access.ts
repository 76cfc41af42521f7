import 'server-only';

import type { Locale } from '@/i18n/locales';
import { sessionIdOf } from '@/server/editors/cookie';
import { signedInEditor } from '@/server/editors/sessions';
import { serverTranslator } from '@/server/translator';

import { editorLocale } from './locale';
import { signInPageOf, signInPaths, type SignInPage } from './paths';

/** What a request to the editing interface or its API gets on a server with `EDITORS`. */
export type EditorAccess =
  /** A signed-in editor: served as under `npm run edit`. */
  | { outcome: 'editor' }
  /** One of the sign-in pages, open to everyone, in the editor's language. */
  | { outcome: 'sign-in-page'; page: SignInPage; locale: Locale }
  /** A page of the interface without a session: the sign-in page instead. */
  | { outcome: 'sign-in-first'; location: string }
  | { outcome: 'refused'; response: Response };

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/**
 * A write from another site, or another host of the same one, which SameSite alone would let
 * through. Clients outside a browser send neither header, and need the session cookie all the same.
 */
export function isForeignWrite(headers: Headers): boolean {
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return true;
  const origin = headers.get('origin');
  if (origin === null) return false;
  try {
    return new URL(origin).host !== headers.get('host');
  } catch {
    // `Origin: null` (a sandboxed frame, a redirect across origins) or worse.
    return true;
  }
}

/** A refusal in the editor's language, as plain text: the interface shows what it gets. */
export async function editorRefusal(
  status: 401 | 403 | 503,
  message: 'signInNeeded' | 'foreignOrigin' | 'unavailable',
  locale: Locale,
): Promise<Response> {
  const t = await serverTranslator(locale);
  const text = t(`shared.editorSignIn.status.${message}`, { url: signInPaths.signIn });
  const response = new Response(text, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'content-language': locale,
      'cache-control': 'no-store',
      ...(status === 503 ? { 'retry-after': '60' } : {}),
    },
  });
  return response;
}

const refused = async (...refusal: Parameters<typeof editorRefusal>): Promise<EditorAccess> => ({
  outcome: 'refused',
  response: await editorRefusal(...refusal),
});

/**
 * The one decision on who reaches the editing interface and its API: foreign writes get 403, the
 * sign-in pages are open, the rest needs a session. Nothing of the body is read.
 */
export async function editorAccess(request: {
  method: string;
  pathname: string;
  headers: Headers;
}): Promise<EditorAccess> {
  const { method, pathname, headers } = request;
  const locale = editorLocale(headers);
  if (!isRead(method) && isForeignWrite(headers)) return refused(403, 'foreignOrigin', locale);
  const page = signInPageOf(pathname);
  if (page) return { outcome: 'sign-in-page', page, locale };
  let editor: string | undefined;
  try {
    editor = await signedInEditor(headers);
  } catch {
    return refused(503, 'unavailable', locale);
  }
  if (editor) return { outcome: 'editor' };
  if (pathname.startsWith('/api/') || !isRead(method)) {
    return refused(401, 'signInNeeded', locale);
  }
  // A cookie that no longer works is a session that ended: the page says so.
  const ended = sessionIdOf(headers) !== undefined;
  return { outcome: 'sign-in-first', location: `${signInPaths.signIn}${ended ? '?ended' : ''}` };
}

/** Refused unread (a save carries pictures): the proxy could refuse it only after Next read it. */
export async function editorRefusalBeforeBody(
  pathname: string,
  headers: Headers,
): Promise<Response | undefined> {
  const access = await editorAccess({ method: 'POST', pathname, headers });
  return access.outcome === 'refused' ? access.response : undefined;
}
