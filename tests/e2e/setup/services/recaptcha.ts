import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = { method: string; path: string };

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

export type Verification = { secret: string | null; response: string | null };

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => resolve(body));
    request.on('error', reject);
  });
}

/**
 * A local reCAPTCHA: `/recaptcha/api.js?render=<site key>` and the siteverify endpoint
 * (a form POST of secret and response, answered with success, score, action and hostname).
 * Tokens it issued verify with score 0.9 for the action they were issued for.
 */
export async function startRecaptchaService({ secret }: { secret: string }) {
  const requests: RecordedRequest[] = [];
  const verifications: Verification[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}` });
    if (url.pathname === '/recaptcha/api.js') {
      response.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
      });
      response.end(apiScript(url.searchParams.get('render') ?? ''));
      return;
    }
    if (url.pathname === '/recaptcha/api/siteverify' && request.method === 'POST') {
      void readBody(request).then((body) => {
        const form = new URLSearchParams(body);
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
      });
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    /** What the site's RECAPTCHA_SCRIPT_URL and RECAPTCHA_VERIFY_URL are set to. */
    scriptUrl: `${url}/recaptcha/api.js`,
    verifyUrl: `${url}/recaptcha/api/siteverify`,
    requests,
    verifications,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RecaptchaService = Awaited<ReturnType<typeof startRecaptchaService>>;
