import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { NextRequest, NextResponse } from 'next/server';

import { securityHeaders } from '@/config/security-headers';
import { settings } from '@/config/settings';
import { withDraftsShown } from '@/content/drafts-shown';
import { editingMode } from '@/content/editor/mode';
import { editorAccess } from '@/features/editor-sign-in/access';
import { formFolder, pageFolder, signInPaths } from '@/features/editor-sign-in/paths';
import {
  checkActionRequest,
  mayBeActionRequest,
  type ActionRequestVerdict,
} from '@/features/forms/action-request';
import { statusMessage } from '@/features/forms/messages';
import { previewOf } from '@/features/preview/preview';
import { localeCookie, type Locale, defaultLocale } from '@/i18n/locales';
import { resolveRootLocale } from '@/i18n/root-locale';
import { isFlagEnabled } from '@/integrations/flags/service';
import { integrationSources } from '@/integrations/registry';
import { logInvalidRouteParam, logUnmatchedPath } from '@/lib/log';
import { internalPathOf, matchRoute, splitLocale, type RouteMatch } from '@/routes/match';
import { routeParamsExist } from '@/routes/params';
import { feedPath, localizedPath } from '@/routes/paths';
import { resolveRedirect } from '@/routes/redirects';
import { localesOf, visibilityOf, type Pathname } from '@/routes/registry';
import { isCurrent, isRefreshRequest, refreshPage } from '@/server/publishing/page-refresh';
import { newNonce, pagePolicy } from '@/server/security/content-security-policy';
import { prerenderedScriptHashes } from '@/server/security/prerendered-script-hashes';

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders)) response.headers.set(name, value);
  return response;
}

function redirectTo(request: NextRequest, location: string, status: 307 | 308): NextResponse {
  // A plain URL: `nextUrl` would reformat the pathname and drop the trailing slash.
  const url = new URL(location, request.url);
  url.search = request.nextUrl.search;
  return withSecurityHeaders(NextResponse.redirect(url, status));
}

/**
 * A prerendered page, sent as built, lists its inline scripts' hashes; anything rendered now (a
 * form's answer, an editor's preview) gets a nonce. After a publish a prerendered page is rendered
 * anew before it is sent, so that its hashes are its own.
 */
async function withPagePolicy(
  request: NextRequest,
  internalPath: string,
  previewing = false,
): Promise<{ request: NextRequest; policy: string }> {
  const sentAsBuilt = !previewing && (request.method === 'GET' || request.method === 'HEAD');
  // The server's own request renders the page as the build would, without a nonce; it reads
  // only the HTML, never the policy.
  if (sentAsBuilt && isRefreshRequest(request.headers)) {
    return { request, policy: pagePolicy({ hashes: [] }, integrationSources) };
  }
  if (sentAsBuilt && !isCurrent(internalPath)) {
    await refreshPage(request.nextUrl.pathname, internalPath);
  }
  const hashes = sentAsBuilt ? await prerenderedScriptHashes(internalPath) : undefined;
  if (hashes) return { request, policy: pagePolicy({ hashes }, integrationSources) };
  const policy = pagePolicy({ nonce: newNonce() }, integrationSources);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  return { request: new NextRequest(request, { headers }), policy };
}

function withPolicy(response: NextResponse, policy: string): NextResponse {
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/** Serves the prerendered localized 404 page with status 404, whatever the path was. */
async function notFound(
  request: NextRequest,
  locale: Locale,
  previewing = false,
): Promise<NextResponse> {
  const page = await withPagePolicy(request, `/${locale}/404`, previewing);
  const url = new URL(`/${locale}/404/`, request.url);
  const response = NextResponse.rewrite(url, {
    status: 404,
    request: { headers: page.request.headers },
  });
  return withPolicy(response, page.policy);
}

/** Serves `path` (a route's folder under `[locale]`) for the requested URL, query included. */
function rewriteTo(request: NextRequest, path: string): NextResponse {
  const url = new URL(request.url);
  url.pathname = path;
  return NextResponse.rewrite(url, { request: { headers: request.headers } });
}

/** Renders a known page: rewrites its public path to its route's folder under `[locale]`. */
async function renderPage(
  request: NextRequest,
  match: RouteMatch,
  previewing: boolean,
): Promise<NextResponse> {
  const internalPath = internalPathOf(match);
  const page = await withPagePolicy(request, internalPath, previewing);
  const response = rewriteTo(page.request, `${internalPath}/`);
  if (previewing) response.headers.set('X-Robots-Tag', 'noindex');
  if (match.pathname === '/') response.headers.set('Vary', 'Cookie, Accept-Language');
  if (switchedLanguage(request, match.locale)) setLocaleCookie(response, match.locale);
  return withPolicy(response, page.policy);
}

/** The visitor followed the switcher where its click handler did not run (new tab, no scripts). */
function switchedLanguage(request: NextRequest, locale: Locale): boolean {
  // A document navigation: not a prefetch or a client-side transition, which are fetches; those
  // leave it to the click handler.
  if (request.headers.get('sec-fetch-mode') !== 'navigate') return false;
  if (request.headers.get('sec-fetch-site') !== 'same-origin') return false;
  const referrer = request.headers.get('referer');
  if (!referrer) return false;
  try {
    const from = new URL(referrer);
    return (
      from.host === request.headers.get('host') && splitLocale(from.pathname).locale !== locale
    );
  } catch {
    return false;
  }
}

function setLocaleCookie(response: NextResponse, locale: Locale) {
  response.cookies.set(localeCookie.name, locale, {
    path: localeCookie.path,
    maxAge: localeCookie.maxAgeSeconds,
    ...(settings.LOCALE_COOKIE_CROSS_ORIGIN
      ? { sameSite: 'none', secure: true }
      : { sameSite: 'lax' }),
  });
}

const publicDir = join(process.cwd(), 'public');

const feedPaths = new Set(localesOf('/blog').map(feedPath));

/**
 * Whether a path with a file name is served as it is: a file under public/, or an app route that
 * answers with a file (robots, sitemap, feeds, build id, share images); others get the 404 page.
 */
function isServedFile(pathname: string): boolean {
  if (/^\/(?:robots\.txt|sitemap\.xml|build-id\.json)$/.test(pathname)) return true;
  if (feedPaths.has(pathname)) return true;
  if (pathname.startsWith('/share/')) return true;
  let file: string;
  try {
    file = join(publicDir, decodeURIComponent(pathname));
  } catch {
    return false;
  }
  return (
    file.startsWith(`${publicDir}/`) &&
    existsSync(/*turbopackIgnore: true*/ file) &&
    statSync(/*turbopackIgnore: true*/ file).isFile()
  );
}

/** A click on the home link inside the site (same-origin) lands where it points. */
function rootLocaleRedirect(request: NextRequest): NextResponse | null {
  if (!settings.ROOT_LOCALE_REDIRECT) return null;
  if (request.headers.get('sec-fetch-site') === 'same-origin') return null;

  const locale = resolveRootLocale({
    cookie: request.cookies.get(localeCookie.name)?.value,
    acceptLanguage: request.headers.get('accept-language'),
    host: request.headers.get('x-forwarded-host') ?? request.headers.get('host'),
    hostLocales: settings.LOCALE_HOSTS,
  });
  if (locale === defaultLocale) return null;

  const response = redirectTo(request, localizedPath('/', locale), 307);
  response.headers.set('Vary', 'Cookie, Accept-Language');
  setLocaleCookie(response, locale);
  return response;
}

function isAvailable(pathname: Pathname, locale: Locale): boolean {
  if (!localesOf(pathname).includes(locale)) return false;
  if (visibilityOf(pathname) === 'diagnostic') {
    return settings.ERROR_TEST_PAGES;
  }
  return true;
}

/** Answers a server action request that Next could not decode, before Next tries to. */
async function refuseAction(
  verdict: Exclude<ActionRequestVerdict, { ok: true }>,
  locale: Locale,
): Promise<NextResponse> {
  const response = new NextResponse(await statusMessage(verdict.message, locale), {
    status: verdict.status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
  return withSecurityHeaders(response);
}

/** Third-party clients build these without the slash: served as they are, not redirected. */
const apiPathsWithoutSlash = new Set(['/api/flags/proxy/client/metrics']);

/** The editing interface and its API, whose paths Keystatic writes without a trailing slash. */
const isEditorPath = (pathname: string) => /^\/(api\/)?keystatic(\/|$)/.test(pathname);

/** GitHub's API and pictures, which the editing interface reads and commits to in GitHub mode. */
const githubOrigins = 'https://api.github.com https://avatars.githubusercontent.com';

/** A client-rendered app with inline styles and scripts, so it gets a policy of its own. */
function withEditorPolicy(
  response: NextResponse,
  mode: NonNullable<ReturnType<typeof editingMode>>,
): NextResponse {
  withSecurityHeaders(response);
  const github = mode === 'github' ? ` ${githubOrigins}` : '';
  response.headers.set(
    'Content-Security-Policy',
    "default-src 'self'; script-src 'self' 'unsafe-inline' 'unsafe-eval'; " +
      `style-src 'self' 'unsafe-inline'; img-src 'self' blob: data:${github}; ` +
      `font-src 'self' data:; connect-src 'self' ws:${github}; base-uri 'none'; ` +
      "form-action 'self'; frame-ancestors 'none'",
  );
  return response;
}

/** Sign-in pages for everyone, the interface and its API for signed-in editors (`editorAccess`). */
async function editorRequest(request: NextRequest, pathname: string): Promise<NextResponse> {
  const { method, headers } = request;
  const access = await editorAccess({ method, pathname, headers });
  if (access.outcome === 'editor') return withEditorPolicy(NextResponse.next(), 'live');
  if (access.outcome === 'refused') {
    return withSecurityHeaders(new NextResponse(access.response.body, access.response));
  }
  if (access.outcome === 'sign-in-first') {
    return withSecurityHeaders(NextResponse.redirect(new URL(access.location, request.url), 307));
  }
  const { page, locale } = access;
  if (pathname !== signInPaths[page]) return redirectTo(request, signInPaths[page], 308);
  if (method === 'POST') return rewriteTo(request, formFolder(page, locale));
  const folder = pageFolder(page, locale);
  const rendered = await withPagePolicy(request, folder);
  return withPolicy(rewriteTo(rendered.request, folder), rendered.policy);
}

export async function proxy(incoming: NextRequest): Promise<NextResponse> {
  // The raw path: `nextUrl.pathname` is normalised and hides a missing trailing slash.
  const { pathname } = new URL(incoming.url);

  if (isEditorPath(pathname)) {
    const mode = editingMode();
    if (!mode) return notFound(incoming, 'en');
    if (mode === 'live') return editorRequest(incoming, pathname);
    return withEditorPolicy(NextResponse.next(), mode);
  }

  if (pathname.startsWith('/api/')) {
    return pathname.endsWith('/') || apiPathsWithoutSlash.has(pathname)
      ? NextResponse.next()
      : redirectTo(incoming, `${pathname}/`, 308);
  }

  const { previewing, request } = await previewOf(incoming);

  if (mayBeActionRequest(request)) {
    const verdict = await checkActionRequest(request);
    if (!verdict.ok) return refuseAction(verdict, splitLocale(pathname).locale);
  }

  if (/\.[^/]+$/.test(pathname)) {
    if (isServedFile(pathname)) return NextResponse.next({ request });
    logUnmatchedPath(pathname);
    return notFound(request, splitLocale(pathname).locale, previewing);
  }

  const redirect = resolveRedirect(pathname, { showBlog: await isFlagEnabled('show_blog') });
  if (redirect) return redirectTo(request, redirect.location, redirect.status);

  const match = matchRoute(pathname);
  if (!match || !isAvailable(match.pathname, match.locale)) {
    logUnmatchedPath(pathname);
    return notFound(request, match?.locale ?? splitLocale(pathname).locale, previewing);
  }
  if (!withDraftsShown(previewing, () => routeParamsExist(match))) {
    logInvalidRouteParam(pathname);
    return notFound(request, match.locale, previewing);
  }

  if (pathname === '/') {
    const localeRedirect = rootLocaleRedirect(request);
    if (localeRedirect) return localeRedirect;
  }

  return renderPage(request, match, previewing);
}

export const config = {
  // Every path except Next's own assets: paths with a file name are checked above.
  matcher: '/((?!_next/).*)',
};
