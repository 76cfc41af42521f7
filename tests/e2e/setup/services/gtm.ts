import { startLocalService } from './http';

/**
 * A container script standing in for gtm.js. Like Google's data-layer helper, it replaces
 * `dataLayer.push` with its own function that calls the previous one, then announces itself
 * with the events GTM pushes when it has loaded.
 */
function containerScript(id: string): string {
  return `(function () {
  var dataLayer = (window.dataLayer = window.dataLayer || []);
  var push = dataLayer.push;
  dataLayer.push = function () {
    return push.apply(dataLayer, arguments);
  };
  window.google_tag_manager = window.google_tag_manager || {};
  window.google_tag_manager[${JSON.stringify(id)}] = { dataLayer: { name: 'dataLayer' } };
  dataLayer.push({ event: 'gtm.dom' });
  dataLayer.push({ event: 'gtm.load', 'gtm.uniqueEventId': dataLayer.length });
})();
`;
}

/** A Google Tag Manager stand-in serving `/gtm.js?id=GTM-…`; the requests are recorded. */
export async function startTagManager() {
  const service = await startLocalService((request, response) => {
    const id = request.url.searchParams.get('id');
    if (request.method === 'GET' && request.url.pathname === '/gtm.js' && id) {
      response
        .writeHead(200, { 'Content-Type': 'application/javascript' })
        .end(containerScript(id));
      return;
    }
    response.writeHead(404).end();
  });
  return { ...service, scriptUrl: `${service.url}/gtm.js` };
}
