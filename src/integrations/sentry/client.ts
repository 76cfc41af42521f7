import type { PublicIntegrations } from '../public-config';
import type { ErrorSource } from './browser-sdk';

type SentryConfig = NonNullable<PublicIntegrations['sentry']>;
type Reporter = (error: unknown, source: ErrorSource) => void;

let started: SentryConfig | undefined;
let reporter: Promise<Reporter | undefined> | undefined;
// One report per error object, however many ways it reaches us.
const reported = new WeakSet<object>();

/** Sentry's "lazy loading" pattern: the SDK chunk loads with the first error, not with the page. */
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

/** The error pages report theirs in any case (`reportClientError`). */
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

// Works even if reporting never started (the root layout may have failed); importing the settings
// here would bundle their code twice. A `digest` means the server reported it already.
export function reportClientError(
  error: unknown,
  settings: () => Promise<PublicIntegrations | undefined>,
): void {
  if (typeof error === 'object' && error !== null && 'digest' in error) return;
  const config = started ? Promise.resolve(started) : settings().then((i) => i?.sentry);
  void config.then((sentry) => {
    if (sentry) report(sentry, error, 'error-page');
  });
}
