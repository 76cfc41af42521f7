import { startLocalService, type RecordedRequest } from './http';

/** An event as Plausible's Events API receives it (`POST /api/event`). */
type PlausibleEvent = {
  n: string;
  u: string;
  d: string;
  r: string | null;
  p?: Record<string, unknown>;
  /** The headers Plausible counts unique visitors by. */
  userAgent: string | undefined;
  forwardedFor: string | undefined;
};

/**
 * A small tracker speaking Plausible's protocol the way its script does: it reads `data-domain`
 * and `data-api` from its own tag (events default to `/api/event` on the script's host), sends
 * `{n, u, d, r, p}` as text/plain JSON, counts the first page view and each `pushState` or
 * `popstate` that changes the pathname, and replays calls queued in `window.plausible.q`.
 */
const trackerScript = `(function () {
  var script = document.currentScript;
  var endpoint = script.getAttribute('data-api') || new URL(script.src).origin + '/api/event';
  var domain = script.getAttribute('data-domain');
  function trigger(name, options) {
    var payload = { n: name, u: location.href, d: domain, r: document.referrer || null };
    if (options && options.props) payload.p = options.props;
    fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      keepalive: true,
      body: JSON.stringify(payload),
    });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = trigger;
  for (var i = 0; i < queue.length; i++) trigger.apply(this, queue[i]);
  var lastPage;
  function page() {
    if (lastPage === location.pathname) return;
    lastPage = location.pathname;
    trigger('pageview');
  }
  var pushState = history.pushState;
  history.pushState = function () {
    pushState.apply(this, arguments);
    page();
  };
  addEventListener('popstate', page);
  page();
})();
`;

function header(request: RecordedRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}

/** A Plausible stand-in: the script at `/js/script.js`, the Events API at `/api/event`. */
export async function startPlausible() {
  const events: PlausibleEvent[] = [];
  const service = await startLocalService((request, response) => {
    if (request.method === 'GET' && request.url.pathname === '/js/script.js') {
      response.writeHead(200, { 'Content-Type': 'application/javascript' }).end(trackerScript);
      return;
    }
    if (request.method === 'POST' && request.url.pathname === '/api/event') {
      const body = JSON.parse(request.body.toString('utf8')) as Omit<
        PlausibleEvent,
        'userAgent' | 'forwardedFor'
      >;
      events.push({
        ...body,
        userAgent: header(request, 'user-agent'),
        forwardedFor: header(request, 'x-forwarded-for'),
      });
      response.writeHead(202, { 'Content-Type': 'text/plain' }).end('ok');
      return;
    }
    response.writeHead(404).end();
  });
  return { ...service, scriptUrl: `${service.url}/js/script.js`, events };
}
