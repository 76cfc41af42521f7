'use client';

import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
} from 'react';

import type { ConfiguredIntegrations as Configured } from './configured';
import { setConsentTexts, type ConsentTexts } from './consent/texts';
import { applyFlagDefaults } from './flags/show-blog';
import { anyConfigured, loadPublicIntegrations, type PublicIntegrations } from './public-config';
import { loadVitalsWhenIdle } from './vitals/when-idle';

// Only where a service is configured; if this fails to load, the page works on without it.
const ConfiguredIntegrations = lazy<ComponentType<ComponentProps<typeof Configured>>>(() =>
  import('./configured').then(
    (m) => ({ default: m.ConfiguredIntegrations }),
    (error: unknown) => {
      console.warn('Integrations are off: no code', error);
      return { default: () => null };
    },
  ),
);

/** With no integration configured, it costs one small request. */
export function Integrations({ consentTexts }: { consentTexts: ConsentTexts }) {
  const [integrations, setIntegrations] = useState<PublicIntegrations>();

  useEffect(() => setConsentTexts(consentTexts), [consentTexts]);

  useEffect(() => {
    let active = true;
    void loadPublicIntegrations().then((loaded) => {
      if (active) setIntegrations(loaded);
    });
    return () => {
      active = false;
    };
  }, []);

  useEffect(() => {
    if (!integrations) return;
    // Without a flag service the defaults of the running server apply.
    if (!integrations.flags) applyFlagDefaults(integrations.flagDefaults);
    // Without consent to wait for, the speed measurement starts without the integrations' code.
    if (integrations.vitals && !integrations.consent.analytics.includes('vitals')) {
      loadVitalsWhenIdle();
    }
  }, [integrations]);

  if (!integrations || !anyConfigured(integrations)) return null;
  return (
    <Suspense>
      <ConfiguredIntegrations integrations={integrations} consentTexts={consentTexts} />
    </Suspense>
  );
}
