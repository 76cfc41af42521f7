/**
 * Starts the measurement once the browser is idle after the page's own work, so that its code
 * never competes with the page (Safari has no `requestIdleCallback`: a short timeout stands in).
 * A module of its own, so that `Integrations` starts it on every page without loading the consent
 * machinery's code where it needs no consent.
 */
export function startVitalsWhenIdle(): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  const load = () =>
    import('./browser').then(
      (m) => {
        if (!stopped) stop = m.startVitals();
      },
      (error: unknown) => console.warn('The speed measurement could not be loaded', error),
    );
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 10_000 });
  else setTimeout(load, 1_000);
  return () => {
    stopped = true;
    stop?.();
  };
}
