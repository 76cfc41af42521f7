import { startLocalService } from './http';

/**
 * A stand-in for reCAPTCHA v3's api.js: like Google's, it defines `grecaptcha.ready` at once
 * and `execute` a moment later (when its second script would have arrived), renders the badge
 * at the bottom right, and answers `execute` asynchronously with a token naming the action.
 */
const apiScript = (siteKey: string) => `(() => {
  const siteKey = ${JSON.stringify(siteKey)};
  const waiting = [];
  const grecaptcha = {
    ready: (callback) => (grecaptcha.execute ? setTimeout(callback) : waiting.push(callback)),
  };
  window.grecaptcha = grecaptcha;
  setTimeout(() => {
    grecaptcha.execute = (key, { action }) =>
      new Promise((resolve, reject) => {
        if (key !== siteKey) return reject(new Error('Invalid site key'));
        const nonce = Math.random().toString(36).slice(2);
        setTimeout(() => resolve('test-token.' + action + '.' + nonce), 50);
      });
    const badge = document.createElement('div');
    badge.className = 'grecaptcha-badge';
    badge.dataset.style = 'bottomright';
    badge.style.cssText =
      'width: 256px; height: 60px; position: fixed; bottom: 14px; right: -186px; box-shadow: gray 0 0 5px;';
    badge.textContent = 'protected by reCAPTCHA';
    document.body.append(badge);
    for (const callback of waiting.splice(0)) callback();
  }, 150);
})();
`;

type Verification = { secret: string | null; response: string | null };

/**
 * A local reCAPTCHA: `/recaptcha/api.js?render=<site key>` and the siteverify endpoint
 * (a form POST of secret and response, answered with success, score, action and hostname).
 * Tokens it issued verify with score 0.9 for the action they were issued for.
 */
export async function startRecaptchaService({ secret }: { secret: string }) {
  const verifications: Verification[] = [];
  const service = await startLocalService((request, response) => {
    const { pathname, searchParams } = request.url;
    if (pathname === '/recaptcha/api.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(apiScript(searchParams.get('render') ?? ''));
      return;
    }
    if (pathname === '/recaptcha/api/siteverify' && request.method === 'POST') {
      const form = new URLSearchParams(request.body.toString('utf8'));
      const token = form.get('response');
      verifications.push({ secret: form.get('secret'), response: token });
      const [issuer, action] = token?.split('.') ?? [];
      const success = form.get('secret') === secret && issuer === 'test-token';
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          success
            ? { success, score: 0.9, action, hostname: '127.0.0.1' }
            : { success, 'error-codes': ['invalid-input-response'] },
        ),
      );
      return;
    }
    response.writeHead(404).end();
  });
  return {
    ...service,
    /** What the site's RECAPTCHA_SCRIPT_URL and RECAPTCHA_VERIFY_URL are set to. */
    scriptUrl: `${service.url}/recaptcha/api.js`,
    verifyUrl: `${service.url}/recaptcha/api/siteverify`,
    verifications,
  };
}

export type RecaptchaService = Awaited<ReturnType<typeof startRecaptchaService>>;
