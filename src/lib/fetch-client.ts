import { ofetch, type FetchContext } from 'ofetch';

/** Statuses worth a second try: ofetch's default, written out so an upgrade cannot change them. */
export const retryStatusCodes = [408, 409, 425, 429, 500, 502, 503, 504];

export const requestTimeoutMs = 10_000;

const payloadMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The caller's own signal behind each signal made here, so that a retry can find it again.
const callerSignals = new WeakMap<AbortSignal, AbortSignal | undefined>();

/**
 * A signal for one attempt: its own timeout, plus the caller's signal if there is one. ofetch
 * hands a retry the options of the failed attempt, including that attempt's timeout signal (by
 * then fired, or with its timer cleared), so without this a retry would fail at once or never
 * time out (unjs/ofetch#621).
 */
function attemptSignal(timeoutMs: number, previous: AbortSignal | null | undefined): AbortSignal {
  const caller = previous && callerSignals.has(previous) ? callerSignals.get(previous) : previous;
  const timeout = AbortSignal.timeout(timeoutMs);
  let signal = timeout;
  if (caller)
    signal = typeof AbortSignal.any === 'function' ? AbortSignal.any([caller, timeout]) : caller;
  callerSignals.set(signal, caller ?? undefined);
  return signal;
}

function onRequest({ options }: FetchContext): void {
  // A repeated POST could create a second enquiry: these are never retried, whatever the caller
  // asked for. Everything else keeps ofetch's default of one retry.
  if (payloadMethods.has(options.method ?? 'GET')) options.retry = false;
  if (options.timeout) options.signal = attemptSignal(options.timeout, options.signal);
}

/**
 * The site's fetch client (spec §7): GET, HEAD and OPTIONS are retried once on the statuses
 * above, on a network error and on a timeout; POST, PUT, PATCH and DELETE never. A plain object
 * body is sent as JSON (`content-type: application/json`). Every attempt times out after 10 s,
 * raising a FetchError whose `cause` is the TimeoutError. ofetch replaces, not merges, options
 * given per call: a call that passes its own `onRequest` loses the two rules above.
 */
export const api = ofetch.create({
  timeout: requestTimeoutMs,
  retryStatusCodes,
  onRequest,
});
