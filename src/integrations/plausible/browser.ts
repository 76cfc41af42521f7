import { addAnalyticsSink, type AnalyticsProps } from '../analytics/events';
import type { PublicIntegrations } from '../public-config';

// Both on the site's own origin, so the browser never contacts the service; the events' path has
// its slash so that their POST is not redirected.
const scriptPath = '/api/stats/script.js';
const eventPath = '/api/stats/event/';

type Plausible = ((event: string, options?: { props?: AnalyticsProps }) => void) & {
  q?: unknown[][];
};

declare global {
  // Declaration merging with the DOM's own type needs an interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface Window {
    plausible?: Plausible;
  }
}

/** Counts page views, client navigations included; the site's own events become custom events. */
export function startPlausible(config: NonNullable<PublicIntegrations['plausible']>): () => void {
  // Plausible's documented queue: events tracked before the script runs wait in `q`.
  window.plausible ??= (...args) => {
    (window.plausible!.q ??= []).push(args);
  };
  if (!document.querySelector(`script[src="${scriptPath}"]`)) {
    const script = document.createElement('script');
    script.defer = true;
    script.dataset.domain = config.domain;
    script.dataset.api = eventPath;
    script.src = scriptPath;
    document.head.append(script);
  }
  // The script stays: it needs no consent and sets nothing. Stopping only stops the events.
  return addAnalyticsSink(({ name, props }) => window.plausible?.(name, { props }));
}
