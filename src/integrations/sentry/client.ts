import { loadPublicIntegrations, type PublicIntegrations } from '../public-config';
import type { ErrorSource } from './browser-sdk';

type SentryConfig = NonNullable<PublicIntegrations['sentry']>;
type Reporter = (error: unknown, source: ErrorSource) => void;

let started: SentryConfig | undefined;
let reporter: Promise<Reporter | undefined> | undefined;
// One report per error object, however many ways it reaches us.
const reported = new WeakSet<object>();

/**
 * Sentry's "lazy loading" pattern: the SDK (its own chunk) is fetched when the first error
 * happens, not with the page, so a page without errors pays only for this module.
 */
function report(config: SentryConfig, error: unknown, source: ErrorSource): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  reporter ??= import('./browser-sdk').then(
    (sdk) => sdk.createErrorReporter(config),
    (loadError: unknown) => {
      console.warn('Error reporting could not be loaded', loadError);
      return undefined;
    },
  );
  void reporter.then((send) => send?.(error, source));
}

/**
 * Reports the page's uncaught errors and unhandled promise rejections. Errors before this runs
 * (before the integrations' settings have loaded) are not seen by these listeners; the error
 * pages report theirs in any case, see `reportClientError`.
 */
export function startErrorReporting(config: SentryConfig): () => void {
  started = config;
  const onError = (event: ErrorEvent) => report(config, event.error ?? event.message, 'error');
  const onRejection = (event: PromiseRejectionEvent) =>
    report(config, event.reason, 'unhandledrejection');
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    started = undefined;
  };
}

/**
 * For the error pages (React error boundaries), which catch errors before any window listener
 * sees them. Works whether or not reporting has started (the root layout, which starts it, may
 * be what failed); does nothing when Sentry is not configured. Errors of server components
 * reach the browser without their message but with a `digest`: the server reported them already.
 */
export function reportClientError(error: unknown): void {
  if (typeof error === 'object' && error !== null && 'digest' in error) return;
  const config = started
    ? Promise.resolve(started)
    : loadPublicIntegrations().then((i) => i?.sentry);
  void config.then((sentry) => {
    if (sentry) report(sentry, error, 'error-page');
  });
}
