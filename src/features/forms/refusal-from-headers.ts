import 'server-only';

import { splitLocale } from '@/i18n/locales';
import { headersOf, type EarlyAnswer } from '@/server/http/requests';

import { bodyTargetOf, NO_BODY } from './body-targets';
import { failure } from './lead-endpoint';
import { browserLocale, statusMessage, type StatusMessage } from './messages';

/**
 * Next reads a body to its end before a proxy or route can answer, so a body longer than its target
 * reads, or of undeclared length, is refused from the headers.
 */
export function refusalFromHeaders(): EarlyAnswer {
  return (request) => {
    // Next reads no body of these.
    if (request.method === 'GET' || request.method === 'HEAD') return undefined;
    const headers = headersOf(request);
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const isApi = pathname.startsWith('/api/');
    const locale = isApi ? browserLocale(headers) : splitLocale(pathname).locale;
    const refuse = async (status: number, message: StatusMessage) =>
      isApi
        ? failure(status, message, locale)
        : new Response(await statusMessage(message, locale), {
            status,
            headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
          });
    if (!headers.has('content-length') && headers.has('transfer-encoding')) {
      return refuse(411, 'lengthRequired');
    }
    // Only posts have a route that reads a body.
    const target = request.method === 'POST' ? bodyTargetOf(pathname) : NO_BODY;
    const tooLong = () =>
      Number(headers.get('content-length')) > target.maxBytes ? refuse(413, 'tooLarge') : undefined;
    if (!target.refusal) return tooLong();
    return target.refusal(headers, locale).then((refused) => refused ?? tooLong());
  };
}
