import 'server-only';

import { integrationSettings } from '@/integrations/registry';
import { isCrossSite, readBytes } from '@/server/http/body';
import { clientAddress } from '@/server/http/client-address';

import { plausibleSettings } from './definition';

// The visitor's User-Agent and address are passed on, which Plausible hashes with a daily salt to
// count unique visitors and does not store.

const UPSTREAM_TIMEOUT_MS = 3000;
const SCRIPT_CACHE_MS = 60 * 60 * 1000;
/** After a failed script fetch, the stale copy is served this long before the next attempt. */
const SCRIPT_RETRY_MS = 60 * 1000;
/** Far above an event's size, with room for a long address and referrer. */
export const MAX_EVENT_BYTES = 8 * 1024;

/** Reports a failing upstream once, not on every request, and once more when it recovers. */
function upstreamLog(what: string) {
  let failing = false;
  return {
    failed(error: unknown) {
      if (!failing) console.warn(`${what} failed (logged once until it works again):`, error);
      failing = true;
    },
    succeeded() {
      if (failing) console.info(`${what} works again`);
      failing = false;
    },
  };
}

const scriptLog = upstreamLog('Fetching the statistics script');
const eventLog = upstreamLog('Forwarding statistics events');

let script: string | undefined;
let nextFetchAt = 0;
let fetching: Promise<void> | undefined;

async function refreshScript(url: string): Promise<void> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
    script = await response.text();
    nextFetchAt = Date.now() + SCRIPT_CACHE_MS;
    scriptLog.succeeded();
  } catch (error) {
    nextFetchAt = Date.now() + SCRIPT_RETRY_MS;
    scriptLog.failed(error);
  }
}

/** The configured script, fetched at most once per SCRIPT_CACHE_MS and kept in memory. */
export async function serveStatisticsScript(): Promise<Response> {
  const settings = plausibleSettings(integrationSettings);
  if (!settings) return new Response('Not found', { status: 404 });
  if (Date.now() >= nextFetchAt) {
    // Visitors arriving together share one fetch.
    fetching ??= refreshScript(settings.scriptUrl).finally(() => {
      fetching = undefined;
    });
    await fetching;
  }
  if (!script) return new Response('The statistics script is unavailable', { status: 502 });
  return new Response(script, {
    // Whatever type the service sends: with `nosniff`, only a script type makes it run.
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}

function isEvent(value: unknown): value is Record<string, unknown> & { n: string; u: string } {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { n, u } = value as Record<string, unknown>;
  return typeof n === 'string' && n.length > 0 && typeof u === 'string' && u.length > 0;
}

/** Passes one event on; a readable one gets 202 whatever the service answers (failures logged). */
export async function forwardStatisticsEvent(request: Request): Promise<Response> {
  const settings = plausibleSettings(integrationSettings);
  if (!settings) return new Response(null, { status: 404 });
  if (isCrossSite(request)) return new Response(null, { status: 403 });
  // A declared Content-Length over the limit is refused before anything is read.
  const bytes = await readBytes(request, MAX_EVENT_BYTES);
  if (bytes === 'too-large') return new Response(null, { status: 413 });

  let event: unknown;
  try {
    // The script sends JSON as text/plain, which needs no CORS preflight.
    event = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    return new Response(null, { status: 400 });
  }
  if (!isEvent(event)) return new Response(null, { status: 400 });

  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'User-Agent': request.headers.get('user-agent') ?? '',
  };
  const address = clientAddress(request.headers);
  if (address) headers['X-Forwarded-For'] = address;
  try {
    const response = await fetch(settings.eventUrl, {
      method: 'POST',
      headers,
      // Only this site's statistics: the relay is no open door into other sites' dashboards.
      body: JSON.stringify({ ...event, d: settings.domain }),
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status} from ${settings.eventUrl}`);
    eventLog.succeeded();
  } catch (error) {
    eventLog.failed(error);
  }
  return new Response(null, { status: 202 });
}
