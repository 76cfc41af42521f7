import { offerBooking } from './booking/offer';
import type { IntegrationName, PublicIntegrations, PublicSettingsOf } from './registry';

/** Loads a module and starts a service with it; the returned function stops it again. */
function startLazily<Module>(
  load: () => Promise<Module>,
  start: (module: Module) => () => void,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  load().then(
    (module) => {
      if (!stopped) stop = start(module);
    },
    (error: unknown) => console.warn('An integration could not be loaded', error),
  );
  return () => {
    stopped = true;
    stop?.();
  };
}

type Start<Settings> = (settings: Settings) => () => void;

/**
 * How the browser starts each integration of the registry: its code, a chunk of its own, loads
 * when it is started, and `configured.tsx` starts a third party only while the visitor consents
 * to its category. `before consent` starts at once whatever the category (the booking buttons:
 * the widget itself waits). `null`: started by the part of the page that uses it. Typed by the
 * registry, so an integration added there without an entry here fails the type check.
 */
export const browserStarts: {
  [Name in IntegrationName]: {
    start: Start<PublicSettingsOf<Name>>;
    beforeConsent?: true;
    /** Started by `Integrations` itself while it needs no consent (`anyConfigured`). */
    ownStart?: true;
  } | null;
} = {
  // The feature-flag client is a component (`FeatureFlags`), reCAPTCHA starts with a form.
  flags: null,
  recaptcha: null,
  sentry: {
    start: (settings) =>
      startLazily(
        () => import('./sentry/client'),
        (m) => m.startErrorReporting(settings),
      ),
  },
  plausible: {
    start: (settings) =>
      startLazily(
        () => import('./plausible/browser'),
        (m) => m.startPlausible(settings),
      ),
  },
  posthog: {
    start: (settings) =>
      startLazily(
        () => import('./posthog/browser'),
        (m) => m.startPostHog(settings),
      ),
  },
  gtm: {
    start: (settings) =>
      startLazily(
        () => import('./gtm/browser'),
        (m) => m.startTagManager(settings),
      ),
  },
  booking: { start: offerBooking, beforeConsent: true },
  // Waiting for consent (`VITALS=consent`); otherwise `Integrations` loads it (`loadVitalsWhenIdle`).
  vitals: {
    start: () =>
      startLazily(
        () => import('./vitals/browser'),
        (m) => m.startVitals(),
      ),
    ownStart: true,
  },
};

/** The statistics' own events (scroll depth) go to whichever of these runs. */
export function startAnalyticsEvents({ plausible, posthog, gtm }: PublicIntegrations) {
  if (!plausible && !posthog && !gtm) return () => {};
  return startLazily(
    () => import('./analytics/scroll-depth'),
    (m) => m.startScrollDepthTracking(),
  );
}
