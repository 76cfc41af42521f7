import type { Browser } from '@playwright/test';
import type { Email } from 'postal-mime';

import { expect } from './test';
import { readMails, signInPath } from '../../support/sign-in-mail.mjs';

/**
 * Editors' sign-in on a server with `EDITORS` whose emails go to files in its data directory:
 * the links from the emails, and sessions for tests about something else than the sign-in.
 * Instances that share a database share its outbox, so any of their data directories may hold
 * the email.
 */
export function editorSessions(target: () => { baseURL: string; dataDirs: readonly string[] }) {
  /** The emails the servers have written, parsed, sent to `address`. */
  async function mailTo(address: string): Promise<Email[]> {
    const mails = await readMails(target().dataDirs);
    return mails.filter((mail) => mail.to?.some((to) => to.address === address));
  }

  /** The path of the sign-in link in the `count`th email to `address`, once it has arrived. */
  async function signInLink(address: string, count = 1): Promise<string> {
    let mails: Email[] = [];
    await expect
      .poll(async () => (mails = await mailTo(address)).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(count);
    const sorted = mails.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
    const mail = sorted[count - 1];
    const link = mail && signInPath(mail);
    expect(link, 'a sign-in link in the email').toBeTruthy();
    return link as string;
  }

  /** Posts a sign-in page's form as a browser would, from the site itself. */
  function postForm(path: string, form: Record<string, string>, client: string) {
    return fetch(`${target().baseURL}${path}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: target().baseURL,
        'x-forwarded-for': client,
      },
      body: new URLSearchParams(form),
    });
  }

  /**
   * Signs in over HTTP, as the pages' forms do, where the browser is not what a test is about;
   * returns the session cookie's value.
   */
  async function signInOverHttp(email: string, client: string, count = 1): Promise<string> {
    await postForm('/keystatic/sign-in/', { email }, client);
    const token = new URL(await signInLink(email, count), target().baseURL).searchParams.get(
      'token',
    );
    const signedIn = await postForm('/keystatic/sign-in/confirm/', { token: token ?? '' }, client);
    expect(signedIn.headers.get('location')).toBe('/keystatic');
    const cookie = /^editor-session=([\w-]+);/.exec(signedIn.headers.get('set-cookie') ?? '');
    expect(cookie).not.toBeNull();
    return cookie?.[1] as string;
  }

  /** A browser of its own that is signed in with the session `value`. */
  async function signedInBrowser(browser: Browser, value: string) {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'editor-session', value, url: target().baseURL }]);
    return context;
  }

  return { mailTo, signInLink, postForm, signInOverHttp, signedInBrowser };
}
