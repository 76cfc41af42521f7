/** A GET is sent again after these: the server was busy or slow, and may answer a moment later. */
const retriedStatuses = [408, 409, 425, 429, 500, 502, 503, 504];

export type SiteFetchInit = RequestInit & {
  json?: unknown;
  /** For the request as a whole, a second attempt included. */
  timeoutMs?: number;
};

export function withTimeout(
  signal: AbortSignal | null | undefined,
  timeoutMs: number | undefined,
): AbortSignal | null | undefined {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!signal) return timeout;
  // Browsers without AbortSignal.any (Safari before 17.4) keep the timeout, which matters more.
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : timeout;
}

/** Their first attempt may have taken effect: never sent twice. */
const payloadMethods = ['POST', 'PUT', 'PATCH', 'DELETE'];

export async function siteFetch(
  input: RequestInfo | URL,
  { json, timeoutMs, ...init }: SiteFetchInit = {},
): Promise<Response> {
  if (json !== undefined) {
    const headers = new Headers(init.headers);
    headers.set('content-type', 'application/json');
    init = { ...init, headers, body: JSON.stringify(json) };
  }
  init.signal = withTimeout(init.signal, timeoutMs);
  const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (payloadMethods.includes(method)) return fetch(input, init);
  let response: Response;
  try {
    response = await fetch(input, init);
  } catch (error) {
    // A dropped connection counts as a failed answer; a timeout or the caller's abort ends it.
    if (init.signal?.aborted) throw error;
    return fetch(input, init);
  }
  if (!retriedStatuses.includes(response.status)) return response;
  // The first answer's body is never read; cancelled, it frees its connection for the second.
  void response.body?.cancel();
  return fetch(input, init);
}
