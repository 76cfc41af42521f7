// Loads the measurement once the browser is idle after the page's work (a timeout in Safari, which
// lacks `requestIdleCallback`). In every page's scripts, hence small; a failed load loses one view.
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
