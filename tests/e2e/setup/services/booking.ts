import { startLocalService } from './http';

/**
 * A stand-in for Calendly's embed script, with the documented API the site uses
 * (`Calendly.initPopupWidget({ url })`, `Calendly.closePopupWidget()`) and the markup of the
 * real popup: an overlay holding an iframe of the scheduling page.
 */
const widgetScript = `(() => {
  const closePopupWidget = () => {
    document.querySelector('.calendly-overlay')?.remove();
  };
  const initPopupWidget = ({ url }) => {
    closePopupWidget();
    const overlay = document.createElement('div');
    overlay.className = 'calendly-overlay';
    const backdrop = document.createElement('div');
    backdrop.className = 'calendly-close-overlay';
    backdrop.addEventListener('click', closePopupWidget);
    const popup = document.createElement('div');
    popup.className = 'calendly-popup';
    const frame = document.createElement('iframe');
    const src = new URL(url);
    src.searchParams.set('embed_domain', location.host);
    src.searchParams.set('embed_type', 'PopupText');
    frame.src = src.href;
    frame.title = 'Select a Date & Time - Calendly';
    const close = document.createElement('button');
    close.className = 'calendly-popup-close';
    close.setAttribute('aria-label', 'Close');
    close.addEventListener('click', closePopupWidget);
    popup.append(frame);
    overlay.append(backdrop, popup, close);
    document.body.append(overlay);
  };
  window.Calendly = { initPopupWidget, closePopupWidget };
})();
`;

const widgetStyles = `.calendly-overlay { position: fixed; inset: 0; z-index: 9999; background: rgb(31 31 31 / 0.4); }
.calendly-close-overlay { position: absolute; inset: 0; }
.calendly-popup { position: absolute; inset: 5% 10%; background: #fff; }
.calendly-popup iframe { width: 100%; height: 100%; border: 0; }
.calendly-popup-close { position: absolute; top: 1rem; right: 1rem; width: 2rem; height: 2rem; }
`;

const schedulingPage = `<!doctype html><html lang="en"><title>Intro call</title><h1>Pick a time</h1></html>`;

/**
 * A local Calendly for the tests: the embed script and its styles under
 * `/assets/external/`, and a scheduling page. Every request is recorded, and nothing is
 * cached, so a second load of the script would show up as a second request.
 */
export async function startBookingService() {
  const service = await startLocalService((request, response) => {
    const send = (type: string, body: string) => {
      response.writeHead(200, {
        'content-type': `${type}; charset=utf-8`,
        'cache-control': 'no-store',
      });
      response.end(body);
    };
    const { pathname } = request.url;
    if (pathname === '/assets/external/widget.js') return send('text/javascript', widgetScript);
    if (pathname === '/assets/external/widget.css') return send('text/css', widgetStyles);
    if (pathname === '/limmat-labs/intro-call') return send('text/html', schedulingPage);
    response.writeHead(404).end();
  });
  return {
    ...service,
    /** What the site's BOOKING_URL and BOOKING_SCRIPT_URL are set to. */
    bookingUrl: `${service.url}/limmat-labs/intro-call`,
    scriptUrl: `${service.url}/assets/external/widget.js`,
  };
}

export type BookingService = Awaited<ReturnType<typeof startBookingService>>;
