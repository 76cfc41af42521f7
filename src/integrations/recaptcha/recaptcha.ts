import type { LeadForm } from '@/server/leads/forms';

import { loadScript } from '../load-script';
import type { PublicIntegrations } from '../public-config';

export type RecaptchaSettings = NonNullable<PublicIntegrations['recaptcha']>;

/** What the server expects each form's token to be for (`verify.ts`): the form's name. */
export type RecaptchaAction = LeadForm;

/** The part of reCAPTCHA v3's API the forms use (developers.google.com/recaptcha/docs/v3). */
type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => PromiseLike<string>;
};

declare global {
  // Declaration merging with the DOM's own type needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const READY_POLL_MS = 25;
/** A form never waits longer than this for a token; without one the server is stricter. */
const TOKEN_TIMEOUT_MS = 5_000;

/** `api.js?render=<site key>`: v3's own loading, which also renders the (hidden) badge. */
function scriptUrl({ scriptUrl, siteKey }: RecaptchaSettings): string {
  const url = new URL(scriptUrl);
  url.searchParams.set('render', siteKey);
  return url.href;
}

export function loadRecaptcha(settings: RecaptchaSettings): Promise<void> {
  return loadScript(scriptUrl(settings));
}

/** api.js defines `ready` at once but `execute` only after a second script, and tells nobody. */
function whenReady(deadline: number): Promise<Grecaptcha> {
  return new Promise((resolve, reject) => {
    const look = () => {
      const grecaptcha = window.grecaptcha;
      if (typeof grecaptcha?.execute === 'function' && typeof grecaptcha.ready === 'function') {
        grecaptcha.ready(() => resolve(grecaptcha));
      } else if (Date.now() >= deadline) {
        reject(new Error('reCAPTCHA did not get ready in time'));
      } else {
        setTimeout(look, READY_POLL_MS);
      }
    };
    look();
  });
}

async function requestToken(
  settings: RecaptchaSettings,
  action: RecaptchaAction,
  deadline: number,
) {
  await loadRecaptcha(settings);
  const grecaptcha = await whenReady(deadline);
  return grecaptcha.execute(settings.siteKey, { action });
}

/** Fresh per submission, as tokens expire after two minutes; without one the server is stricter. */
export async function recaptchaToken(
  settings: RecaptchaSettings,
  action: RecaptchaAction,
): Promise<string | undefined> {
  const deadline = Date.now() + TOKEN_TIMEOUT_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), TOKEN_TIMEOUT_MS);
  });
  try {
    const token = await Promise.race([requestToken(settings, action, deadline), timeout]);
    if (token === undefined) console.warn('reCAPTCHA gave no token in time; sending without one');
    return token || undefined;
  } catch (error) {
    console.warn('reCAPTCHA gave no token; sending without one', error);
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}
