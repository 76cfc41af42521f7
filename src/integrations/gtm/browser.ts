import { addAnalyticsSink } from '../analytics/events';
import { getConsent } from '../consent/store';
import type { PublicIntegrations } from '../public-config';

type TagManagerSettings = NonNullable<PublicIntegrations['gtm']>;

type DataLayer = unknown[];

declare global {
  // Declaration merging with the DOM's own type needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    dataLayer?: DataLayer;
  }
}

/** Installed before GTM, whose `push` calls the one it replaces; the set stops double logging. */
function logPushes(dataLayer: DataLayer): void {
  const logged = new WeakSet<object>();
  const log = (entry: unknown) => {
    if (typeof entry === 'object' && entry !== null) {
      if (logged.has(entry)) return;
      logged.add(entry);
    }
    console.debug('[GTM]', entry);
  };
  dataLayer.forEach(log);
  const push = dataLayer.push.bind(dataLayer);
  dataLayer.push = (...entries: unknown[]) => {
    entries.forEach(log);
    return push(...entries);
  };
}

let loaded = false;

/** Not @next/third-parties: the debug log must wrap the data layer before GTM runs. */
export function startTagManager(settings: TagManagerSettings): () => void {
  const dataLayer = (window.dataLayer ??= []);
  if (!loaded) {
    loaded = true;
    if (settings.debug) logPushes(dataLayer);
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const url = new URL(settings.scriptUrl);
    url.searchParams.set('id', settings.id);
    const script = document.createElement('script');
    script.async = true;
    script.src = url.href;
    document.head.append(script);
  }

  // The site's own events (scroll depth) go to the data layer, for the container's triggers.
  const removeSink = addAnalyticsSink(({ name, props }) => {
    window.dataLayer?.push({ event: name, ...props });
  });

  return () => {
    removeSink();
    // GTM cannot be unloaded: the tags it started keep running until the page goes. After a
    // withdrawal the page is loaded again, this time without it.
    if (!getConsent().marketing) window.location.reload();
  };
}
