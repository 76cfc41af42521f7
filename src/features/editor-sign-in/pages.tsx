import 'server-only';

import type { Metadata } from 'next';
import { headers } from 'next/headers';

import { site } from '@/config/site';
import { waitIn } from '@/features/forms/messages';
import type { Locale } from '@/i18n/locales';
import { withDatabase } from '@/server/db';
import { signedInEditor } from '@/server/editors/sessions';
import { emailOfSignInLink, SIGN_IN_LINK_MINUTES } from '@/server/editors/sign-in-links';
import { serverTranslator } from '@/server/translator';

import { SignInFrame } from './frame';
import { editorHome, signInPaths, type SignInPage } from './paths';

export type Query = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

const minutes = SIGN_IN_LINK_MINUTES;

async function signInState(locale: Locale, query: Query) {
  const t = await serverTranslator(locale);
  const error = first(query.error);
  const problem =
    error === 'rate-limited'
      ? t('shared.editorSignIn.errors.rateLimited', waitIn(Number(first(query.wait)) || 60))
      : error === 'link'
        ? t('shared.editorSignIn.errors.link', { minutes })
        : undefined;
  const signedOut = first(query['signed-out']);
  const notice =
    signedOut !== undefined
      ? t(`shared.editorSignIn.${signedOut === 'everywhere' ? 'signedOutEverywhere' : 'signedOut'}`)
      : query.ended !== undefined
        ? t('shared.editorSignIn.sessionEnded')
        : undefined;
  const emailError = error === 'email' ? t('shared.editorSignIn.errors.email') : undefined;
  return { problem, notice, emailError, sent: query.sent !== undefined };
}

/** The page's title, beginning with "Error" when it reports one, as a screen reader reads first. */
export async function signInMetadata(
  page: SignInPage,
  locale: Locale,
  query: Query,
): Promise<Metadata> {
  const t = await serverTranslator(locale);
  const titles: Record<SignInPage, string> = {
    signIn: t('shared.editorSignIn.title'),
    confirm: t('shared.editorSignIn.confirm.title'),
    signOut: t('shared.editorSignIn.signOut.title'),
  };
  const state = page === 'signIn' ? await signInState(locale, query) : undefined;
  const failed = state?.problem ?? state?.emailError;
  const prefix = failed ? `${t('shared.editorSignIn.errorPrefix')}: ` : '';
  return { title: `${prefix}${titles[page]} · ${site.name}` };
}

export async function SignInRequest({ locale, query }: { locale: Locale; query: Query }) {
  const t = await serverTranslator(locale);
  const { problem, notice, emailError, sent } = await signInState(locale, query);
  return (
    <SignInFrame title={t('shared.editorSignIn.title')}>
      {problem && (
        <p className="box problem" role="alert">
          {problem}
        </p>
      )}
      {notice && (
        <p className="box notice" role="status">
          {notice}
        </p>
      )}
      {sent && (
        <section className="box notice" aria-labelledby="sent-title">
          <h2 id="sent-title">{t('shared.editorSignIn.sentTitle')}</h2>
          <p>{t('shared.editorSignIn.sentText', { minutes })}</p>
        </section>
      )}
      <form method="post" action={signInPaths.signIn}>
        <p>{t('shared.editorSignIn.intro', { minutes })}</p>
        <label htmlFor="email">{t('shared.editorSignIn.emailLabel')}</label>
        {emailError && (
          <p id="email-error" className="field-error">
            {emailError}
          </p>
        )}
        <input
          id="email"
          name="email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? 'email-error' : undefined}
          // Back with an error, the field to correct has the focus, and its error is read with it.
          autoFocus={Boolean(emailError)}
        />
        <div className="actions">
          <button type="submit">{t('shared.editorSignIn.submit')}</button>
        </div>
      </form>
      {/* The session cookie is SameSite=Strict: an editor arriving from a link on another site
          lands here although signed in, and this link, on the site, brings the cookie along. */}
      <p className="hint">
        {t('shared.editorSignIn.alreadySignedIn')}{' '}
        <a href={editorHome}>{t('shared.editorSignIn.openEditor')}</a>
      </p>
    </SignInFrame>
  );
}

/** A sign-in page while the database cannot be read: it says so, and offers nothing to press. */
async function Unavailable({ title, locale }: { title: string; locale: Locale }) {
  const t = await serverTranslator(locale);
  return (
    <SignInFrame title={title}>
      <p className="box problem" role="alert">
        {t('shared.editorSignIn.status.unavailable')}
      </p>
    </SignInFrame>
  );
}

/** The link's page changes nothing and its button signs in, so mail scanners use no link up. */
export async function SignInConfirm({ locale, token }: { locale: Locale; token: unknown }) {
  const t = await serverTranslator(locale);
  let email: string | undefined;
  try {
    email = await withDatabase((db) => emailOfSignInLink(db, token));
  } catch {
    return <Unavailable title={t('shared.editorSignIn.confirm.title')} locale={locale} />;
  }
  if (!email) {
    return (
      <SignInFrame title={t('shared.editorSignIn.confirm.invalidTitle')}>
        <p>{t('shared.editorSignIn.confirm.invalidText', { minutes })}</p>
        <p>
          <a href={signInPaths.signIn}>{t('shared.editorSignIn.confirm.askAgain')}</a>
        </p>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame title={t('shared.editorSignIn.confirm.title')}>
      <form method="post" action={signInPaths.confirm}>
        <p>{t('shared.editorSignIn.confirm.text', { email })}</p>
        <input type="hidden" name="token" value={String(token)} />
        <div className="actions">
          <button type="submit">{t('shared.editorSignIn.confirm.button')}</button>
        </div>
      </form>
    </SignInFrame>
  );
}

export async function SignOut({ locale }: { locale: Locale }) {
  const t = await serverTranslator(locale);
  const title = t('shared.editorSignIn.signOut.title');
  let email: string | undefined;
  try {
    email = await signedInEditor(await headers());
  } catch {
    return <Unavailable title={title} locale={locale} />;
  }
  if (!email) {
    return (
      <SignInFrame title={title}>
        <p>{t('shared.editorSignIn.signOut.notSignedIn')}</p>
        <p>
          <a href={signInPaths.signIn}>{t('shared.editorSignIn.signOut.signIn')}</a>
        </p>
      </SignInFrame>
    );
  }
  return (
    <SignInFrame title={title}>
      <form method="post" action={signInPaths.signOut}>
        <p>{t('shared.editorSignIn.signOut.text', { email })}</p>
        <div className="actions">
          <button type="submit" name="scope" value="this">
            {t('shared.editorSignIn.signOut.button')}
          </button>
          <button
            type="submit"
            name="scope"
            value="everywhere"
            className="secondary"
            aria-describedby="everywhere-hint"
          >
            {t('shared.editorSignIn.signOut.everywhere')}
          </button>
        </div>
        <p id="everywhere-hint" className="hint">
          {t('shared.editorSignIn.signOut.everywhereHint')}
        </p>
      </form>
      <p>
        <a href={editorHome}>{t('shared.editorSignIn.signOut.openEditor')}</a>
      </p>
    </SignInFrame>
  );
}
