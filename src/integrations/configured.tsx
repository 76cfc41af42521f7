'use client';

import { lazy, Suspense, useEffect } from 'react';

import { browserStarts, startAnalyticsEvents } from './browser-starts';
import {
  answerConsent,
  openConsentPreferences,
  startConsent,
  useAsking,
  whileConsented,
} from './consent/store';
import type { ConsentTexts } from './consent/texts';
import { offeredCategories, type PublicIntegrations } from './public-config';
import type { IntegrationName } from './settings-schema';

// Both render only once the visitor has to choose, or a flag service is configured.
const ConsentBanner = lazy(() =>
  import('./consent/consent-banner').then((m) => ({ default: m.ConsentBanner })),
);
const FeatureFlags = lazy(() =>
  import('./flags/feature-flags').then((m) => ({ default: m.FeatureFlags })),
);

function categoryOf(name: string, integrations: PublicIntegrations) {
  return (['analytics', 'marketing'] as const).find((category) =>
    integrations.consent[category].includes(name),
  );
}

function startServices(integrations: PublicIntegrations): () => void {
  const stops: Array<() => void> = [];
  for (const [name, entry] of Object.entries(browserStarts)) {
    const settings = integrations[name as IntegrationName];
    if (!entry || !settings) continue;
    const start = () => (entry.start as (settings: unknown) => () => void)(settings);
    const category = entry.beforeConsent ? undefined : categoryOf(name, integrations);
    if (!category && entry.ownStart) continue;
    stops.push(category ? whileConsented(category, start) : start());
  }
  // Its events go to whichever statistics run (none before consent, but the cookieless ones).
  stops.push(startAnalyticsEvents(integrations));
  if (offeredCategories(integrations).length > 0) startConsent();
  return () => {
    for (const stop of stops) stop();
  };
}

/** Loaded only when one is configured; starts and stops each service as the choice changes. */
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
