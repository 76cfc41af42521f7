import 'server-only';

import { settings } from '@/config/settings';
import { cookieValue } from '@/server/http/cookies';
import { serverSettings } from '@/server/settings';

/** X-Forwarded-Proto is believed only behind `TRUST_PROXY_HOPS`: a client can send its own. */
export function servedOverHttps(headers: Headers, trustedHops = serverSettings.TRUST_PROXY_HOPS) {
  if (settings.SITE_URL.startsWith('https:')) return true;
  if (trustedHops === 0) return false;
  const protocols = (headers.get('x-forwarded-proto') ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  // As with X-Forwarded-For: the entry the outermost trusted proxy wrote.
  return protocols[Math.max(0, protocols.length - trustedHops)] === 'https';
}

/** `__Host-` over HTTPS, so that no other host of the domain can set the cookie. */
const sessionCookieName = (secure: boolean) =>
  secure ? '__Host-editor-session' : 'editor-session';

export type CookieOptions = {
  httpOnly: true;
  secure: boolean;
  sameSite: 'strict';
  path: '/';
  maxAge: number;
};

/** The session cookie as it is set: never readable by scripts, never sent by another site. */
export function sessionCookie(
  headers: Headers,
  value: string,
  maxAgeSeconds: number,
): { name: string; value: string; options: CookieOptions } {
  const secure = servedOverHttps(headers);
  return {
    name: sessionCookieName(secure),
    value,
    options: { httpOnly: true, secure, sameSite: 'strict', path: '/', maxAge: maxAgeSeconds },
  };
}

/** The session id the request carries, under the name this request's protocol gives it. */
export const sessionIdOf = (headers: Headers): string | undefined =>
  cookieValue(headers, sessionCookieName(servedOverHttps(headers)));
