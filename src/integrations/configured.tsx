'use client';

import { lazy, Suspense, useEffect } from 'react';

import { offerBooking } from './booking/offer';
import {
  answerConsent,
  openConsentPreferences,
  startConsent,
  useAsking,
  whileConsented,
} from './consent/store';
import type { ConsentTexts } from './consent/texts';
import { offeredCategories, type PublicIntegrations } from './public-config';

// Each service's code is a chunk of its own, loaded only when the service is configured (and,
// for the ones that need it, consented to).
// Both render only once the visitor has to choose, or a flag service is configured.
const ConsentBanner = lazy(() =>
  import('./consent/consent-banner').then((m) => ({ default: m.ConsentBanner })),
);
const FeatureFlags = lazy(() =>
  import('./flags/feature-flags').then((m) => ({ default: m.FeatureFlags })),
);

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

function startServices(integrations: PublicIntegrations): () => void {
  const { sentry, plausible, posthog, gtm, booking } = integrations;
  const stops: Array<() => void> = [];

  // First-party only (the site relays their requests), so they need no consent.
  if (sentry) {
    stops.push(
      startLazily(
        () => import('./sentry/client'),
        (m) => m.startErrorReporting(sentry),
      ),
    );
  }
  if (plausible) {
    stops.push(
      startLazily(
        () => import('./analytics/plausible'),
        (m) => m.startPlausible(plausible),
      ),
    );
  }

  // Third parties: only while the visitor consents.
  if (posthog) {
    stops.push(
      whileConsented('analytics', () =>
        startLazily(
          () => import('./analytics/posthog'),
          (m) => m.startPostHog(posthog),
        ),
      ),
    );
  }
  if (gtm) {
    stops.push(
      whileConsented('marketing', () =>
        startLazily(
          () => import('./tag-manager'),
          (m) => m.startTagManager(gtm),
        ),
      ),
    );
  }
  // The buttons only: the widget loads on a click, after consent or the visitor's go-ahead.
  if (booking) stops.push(offerBooking());
  // Its events go to whichever of these runs (none before consent, but the statistics).
  if (plausible || posthog || gtm) {
    stops.push(
      startLazily(
        () => import('./analytics/scroll-depth'),
        (m) => m.startScrollDepthTracking(),
      ),
    );
  }

  if (offeredCategories(integrations).length > 0) startConsent();

  return () => {
    for (const stop of stops) stop();
  };
}

/**
 * The configured integrations, loaded by `Integrations` only when there is one: starts those that
 * need no consent, shows the consent banner when some need it, and starts and stops the others
 * as the visitor's choice changes.
 */
export function ConfiguredIntegrations({
  integrations,
  consentTexts,
}: {
  integrations: PublicIntegrations;
  consentTexts: ConsentTexts;
}) {
  const asking = useAsking();

  useEffect(() => startServices(integrations), [integrations]);

  // A boundary each, so that neither waits for the other's code.
  return (
    <>
      <Suspense>
        {integrations.flags && (
          <FeatureFlags settings={integrations.flags} defaults={integrations.flagDefaults} />
        )}
      </Suspense>
      <Suspense>
        {asking && (
          <ConsentBanner
            texts={consentTexts}
            onAnswer={(acceptAll) =>
              answerConsent(acceptAll ? offeredCategories(integrations) : [])
            }
            onChoose={() => void openConsentPreferences()}
          />
        )}
      </Suspense>
    </>
  );
}
