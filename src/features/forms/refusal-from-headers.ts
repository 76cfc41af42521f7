import 'server-only';

import {
  EDITOR_SAVE_PATH,
  MAX_EDITOR_SAVE_BYTES,
  MAX_REQUEST_BODY_BYTES,
} from '@/config/request-limits';
import { editingLocally } from '@/content/editor/mode';
import { splitLocale } from '@/i18n/locales';
import { headersOf, type EarlyAnswer } from '@/server/http/requests';
import { countLead } from '@/server/metrics/leads';

import { failure, refusalBeforeBody, type LeadEndpoint } from './lead-endpoint';
import { statusMessage, submissionLocale, type StatusMessage } from './messages';

/** A lead endpoint's refusal, counted in the metrics as its endpoint counts its own. */
async function countedRefusal(
  refusal: Promise<Response | undefined>,
  form: LeadEndpoint['form'],
): Promise<Response | undefined> {
  const response = await refusal;
  if (response) countLead(form, 'refused');
  return response;
}

/**
 * What the server refuses from a post's headers before its body is read, as Next reads a body to
 * its end before a proxy or route can answer. A post must declare its length (browsers do), so
 * that a limit applies before the body arrives.
 */
export function refusalFromHeaders(endpoints: readonly LeadEndpoint[]): EarlyAnswer {
  const byPath = new Map<string, LeadEndpoint>(
    endpoints.map((endpoint) => [endpoint.path, endpoint]),
  );
  return (request) => {
    if (request.method !== 'POST') return undefined;
    const headers = headersOf(request);
    const pathname = (request.url ?? '/').split('?')[0] ?? '/';
    const endpoint = byPath.get(pathname);
    const isApi = pathname.startsWith('/api/');
    const locale = isApi ? submissionLocale({}, headers) : splitLocale(pathname).locale;
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
    if (endpoint) return countedRefusal(refusalBeforeBody({ headers }, endpoint), endpoint.form);
    const limit =
      pathname === EDITOR_SAVE_PATH && editingLocally()
        ? MAX_EDITOR_SAVE_BYTES
        : MAX_REQUEST_BODY_BYTES;
    if (Number(headers.get('content-length')) > limit) {
      return refuse(413, 'tooLarge');
    }
    return undefined;
  };
}
