import 'server-only';

import { NextResponse } from 'next/server';
import { z } from 'zod';

import { statusMessage, type StatusMessage } from '@/features/forms/messages';
import type { Locale } from '@/i18n/locales';
import { DatabaseUnavailableError, withDatabase } from '@/server/db';
import { recordEditorAction } from '@/server/editors/audit';
import { sessionCookie, sessionIdOf } from '@/server/editors/cookie';
import { mayEdit, normalisedEmail } from '@/server/editors/editors';
import {
  editorOfSession,
  endEverySession,
  endSession,
  SESSION_LIFETIME_SECONDS,
} from '@/server/editors/sessions';
import { issueSignInLink, signInWithLink } from '@/server/editors/sign-in-links';
import { readBody } from '@/server/http/body';
import { wakeOutbox } from '@/server/lead-services';
import { clientInfo } from '@/server/leads/client';
import { consumeSubmission, type RateLimitResult } from '@/server/leads/rate-limit';
import { emailHash, enqueueEmails } from '@/server/mail/outbox';

import { editorRefusal } from './access';
import { signInEmail } from './emails';
import { editorHome, signInPaths, type SignInPage } from './paths';

// What the sign-in pages' forms post to: plain HTML forms, each answered with a redirect to the
// page that tells the outcome (post, redirect, get), so that reloading sends nothing again.

/** An address and a button, a token, a choice: nothing longer. */
const MAX_FORM_BYTES = 4 * 1024;

const seeOther = (location: string) =>
  new NextResponse(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });

async function plainRefusal(status: number, message: StatusMessage, locale: Locale) {
  return new NextResponse(await statusMessage(message, locale), {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}

const refusals = { 400: 'malformed', 413: 'tooLarge', 415: 'unsupported' } as const;

async function fieldsOf(request: Request, locale: Locale) {
  const body = await readBody(request, ['form', 'multipart'], MAX_FORM_BYTES);
  if (!body.ok) return plainRefusal(body.status, refusals[body.status], locale);
  return body.fields;
}

/** Both limits at once: one client asking for many addresses, many clients for one address. */
function tighterOf(...results: RateLimitResult[]): RateLimitResult {
  const waits = results.flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]));
  return waits.length
    ? { allowed: false, retryAfterSeconds: Math.max(...waits) }
    : { allowed: true };
}

/** The same answer for every address, so that the page tells no one who may edit. */
async function requestLink(request: Request, locale: Locale): Promise<Response> {
  const fields = await fieldsOf(request, locale);
  if (fields instanceof Response) return fields;
  const parsed = z
    .email()
    .max(254)
    .safeParse(normalisedEmail(String(fields.email ?? '')));
  if (!parsed.success) return seeOther(`${signInPaths.signIn}?error=email`);
  const email = parsed.data;
  const limit = await withDatabase(async (db) => {
    const { ipHash } = await clientInfo(db, request.headers);
    const limit = tighterOf(
      await consumeSubmission(db, 'editor-sign-in', ipHash, 'normal'),
      await consumeSubmission(db, 'editor-sign-in-address', emailHash(email), 'strict'),
    );
    if (!limit.allowed || !mayEdit(email)) return limit;
    await db.transaction(async (tx) => {
      const token = await issueSignInLink(tx, email);
      await enqueueEmails(tx, [
        { kind: 'editor-sign-in', message: await signInEmail(email, locale, token) },
      ]);
    });
    return limit;
  });
  if (!limit.allowed) {
    return seeOther(`${signInPaths.signIn}?error=rate-limited&wait=${limit.retryAfterSeconds}`);
  }
  wakeOutbox();
  return seeOther(`${signInPaths.signIn}?sent`);
}

async function confirm(request: Request, locale: Locale): Promise<Response> {
  const fields = await fieldsOf(request, locale);
  if (fields instanceof Response) return fields;
  const signedIn = await withDatabase((db) => signInWithLink(db, fields.token));
  if (!signedIn) return seeOther(`${signInPaths.signIn}?error=link`);
  const response = seeOther(editorHome);
  const cookie = sessionCookie(request.headers, signedIn.sessionId, SESSION_LIFETIME_SECONDS);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

/** Ends this session, or every session of its editor; the cookie goes either way. */
async function signOut(request: Request, locale: Locale): Promise<Response> {
  const fields = await fieldsOf(request, locale);
  if (fields instanceof Response) return fields;
  const everywhere = fields.scope === 'everywhere';
  const id = sessionIdOf(request.headers);
  if (id) {
    await withDatabase(async (db) => {
      const email = await editorOfSession(db, id);
      await endSession(db, id);
      if (!email) return;
      if (everywhere) await endEverySession(db, email);
      await recordEditorAction(db, {
        email,
        action: everywhere ? 'sign-out-everywhere' : 'sign-out',
      });
    });
  }
  const response = seeOther(`${signInPaths.signIn}?signed-out${everywhere ? '=everywhere' : ''}`);
  const cookie = sessionCookie(request.headers, '', 0);
  response.cookies.set(cookie.name, cookie.value, cookie.options);
  return response;
}

const handlers: Record<SignInPage, (request: Request, locale: Locale) => Promise<Response>> = {
  signIn: requestLink,
  confirm,
  signOut,
};

export async function answerSignInForm(
  page: SignInPage,
  request: Request,
  locale: Locale,
): Promise<Response> {
  try {
    return await handlers[page](request, locale);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    return editorRefusal(503, 'unavailable', locale);
  }
}

export const isSignInPage = (value: string): value is SignInPage => Object.hasOwn(handlers, value);
