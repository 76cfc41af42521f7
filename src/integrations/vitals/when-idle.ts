/**
 * Loads the measurement once the browser is idle after the page's own work, so that its code
 * never competes with the page (Safari has no `requestIdleCallback`: a timeout stands in). In
 * the page's scripts on every page, hence this small: it runs for the page's whole life, and a
 * failed load only means one page view goes unmeasured.
 */
let requested = false;

export function loadVitalsWhenIdle(): void {
  // Once per page: development's strict mode runs each effect twice.
  if (requested) return;
  requested = true;
  const load = () =>
    void import('./browser').then(
      (module) => module.startVitals(),
      () => {},
    );
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 10_000 });
  else setTimeout(load, 1_000);
}
