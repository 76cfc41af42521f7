import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/** The site's own endpoint, with its slash, so that the post is not redirected. */
const ENDPOINT = '/api/vitals/';

type NetworkInformation = { effectiveType?: string };

/** Sent when the page is hidden, the last moment the values are known and a beacon can leave. */
export function startVitals(): () => void {
  const path = location.pathname;
  const pending = new Map<string, number>();
  let stopped = false;
  const take = (metric: Metric) => {
    if (!stopped) pending.set(metric.name, metric.value);
  };

  const send = () => {
    if (pending.size === 0) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    const body = JSON.stringify({
      path,
      deployment: process.env.NEXT_DEPLOYMENT_ID || undefined,
      connection: connection?.effectiveType,
      touchPoints: navigator.maxTouchPoints,
      metrics: Object.fromEntries(pending),
    });
    pending.clear();
    // A beacon: the one request every browser still sends once the page is gone (fetch's
    // `keepalive` only since Firefox 133), and a POST, which is never repeated. A string goes as
    // text/plain, which a beacon may send without a preflight.
    navigator.sendBeacon(ENDPOINT, body);
  };
  // Registered after the library's own listeners, so its final values are in by then. Safari
  // does not always fire `visibilitychange` when a page is closed, hence `pagehide` too.
  const onVisibilityChange = () => {
    if (document.visibilityState === 'hidden') send();
  };

  onTTFB(take);
  onFCP(take);
  onLCP(take);
  onCLS(take);
  onINP(take);
  addEventListener('visibilitychange', onVisibilityChange);
  addEventListener('pagehide', send);
  return () => {
    stopped = true;
    pending.clear();
    removeEventListener('visibilitychange', onVisibilityChange);
    removeEventListener('pagehide', send);
  };
}
