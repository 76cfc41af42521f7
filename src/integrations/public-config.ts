import { siteFetch } from '@/lib/fetch-client';

import type { ConsentCategory } from './define';
import type { PublicIntegrations } from './registry';

// The browser's view of the settings: built by registry.ts, served by /api/integrations/.

export type { PublicIntegrations };

export function servicesByCategory(
  integrations: PublicIntegrations,
): PublicIntegrations['consent'] {
  return integrations.consent;
}

export function offeredCategories(
  integrations: PublicIntegrations | undefined,
): Array<Exclude<ConsentCategory, 'necessary'>> {
  if (!integrations) return [];
  const services = servicesByCategory(integrations);
  return (['analytics', 'marketing'] as const).filter((category) => services[category].length > 0);
}

/** The speed measurement needs the integrations' code only while it waits for consent. */
export function anyConfigured({
  flagDefaults,
  consent,
  vitals,
  ...configured
}: PublicIntegrations): boolean {
  return (
    Object.keys(configured).length > 0 ||
    (vitals !== undefined && consent.analytics.includes('vitals'))
  );
}

let loading: Promise<PublicIntegrations | undefined> | undefined;

/** The banner and a booking click wait for the settings too: better "none" than nothing. */
const SETTINGS_TIMEOUT_MS = 10_000;

/** Fetched once per page; without it no integration starts, and the site works on. */
export function loadPublicIntegrations(): Promise<PublicIntegrations | undefined> {
  loading ??= siteFetch('/api/integrations/', { timeoutMs: SETTINGS_TIMEOUT_MS })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<PublicIntegrations>;
    })
    .catch((error: unknown) => {
      console.warn('Integrations are off: no settings', error);
      return undefined;
    });
  return loading;
}
