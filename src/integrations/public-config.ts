import type { ConsentCategory } from './define';
import type { PublicIntegrations } from './registry';

/**
 * The integrations' settings as the browser sees them: built on the server from the environment
 * (`registry.ts`) and served by `/api/integrations/`.
 */

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
 * Whether any integration is configured that needs their code: else the browser loads none of
 * it. The speed measurement needs it only while it waits for consent; otherwise `Integrations`
 * starts it alone.
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
 * The configuration, fetched once per page load. When it cannot be fetched, no integration
 * starts: the site works without any of them. A plain fetch: this runs on every page, and one
 * GET is not worth a client library's 4 KiB.
 */
export function loadPublicIntegrations(): Promise<PublicIntegrations | undefined> {
  loading ??= fetch('/api/integrations/')
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
