import { siteFetch } from '@/lib/fetch-client';

import type { ConsentCategory } from './define';
import type { PublicIntegrations } from './registry';

// The browser's view of the settings: built by registry.ts, served by /api/integrations/.

export type { PublicIntegrations };

/** Which configured services wait for which category. */
export function servicesByCategory(
  integrations: PublicIntegrations,
): PublicIntegrations['consent'] {
  return integrations.consent;
}

/** The optional categories with at least one configured service: what the banner offers. */
export function offeredCategories(
  integrations: PublicIntegrations | undefined,
): Array<Exclude<ConsentCategory, 'necessary'>> {
  if (!integrations) return [];
  const services = servicesByCategory(integrations);
  return (['analytics', 'marketing'] as const).filter((category) => services[category].length > 0);
}

/**
 * Whether a configured integration needs the integrations' code, which otherwise never loads; the
 * speed measurement needs it only while waiting for consent (else `Integrations` starts it).
 */
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

/**
 * How long a page waits for its settings: the consent banner and a booking click wait for them
 * too, and should hear "none" rather than nothing.
 */
const SETTINGS_TIMEOUT_MS = 10_000;

/**
 * The configuration, fetched once per page; without it no integration starts, and the site works
 * on.
 */
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
