import { DATABASE_RETRY_AFTER_SECONDS } from '@/features/forms/lead';
import { MAX_ONE_CLICK_BODY_BYTES, unsubscribe } from '@/features/newsletter/service';
import { DatabaseUnavailableError } from '@/server/db';
import { readBody } from '@/server/http/body';

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, {
    status,
    headers: {
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
  });

/**
 * RFC 8058 one-click unsubscribe: mail providers POST to the List-Unsubscribe URL, which carries
 * the token; repeating it is harmless.
 */
export async function POST(request: Request) {
  const body = await readBody(request, ['form', 'json'], MAX_ONE_CLICK_BODY_BYTES);
  const fields = body.ok ? body.fields : {};
  const token = new URL(request.url).searchParams.get('token') ?? fields.token;
  try {
    const email = await unsubscribe(token, 'one-click');
    return email
      ? text(200, 'Unsubscribed.\n')
      : text(400, 'This unsubscribe link is not valid.\n');
  } catch (error) {
    if (!(error instanceof DatabaseUnavailableError)) throw error;
    return text(503, 'Please try again later.\n', {
      'retry-after': String(DATABASE_RETRY_AFTER_SECONDS),
    });
  }
}
