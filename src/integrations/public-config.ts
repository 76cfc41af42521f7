/**
 * The integrations' settings as the browser sees them: built on the server from the environment
 * (`src/config/integrations.ts`) and served by `/api/integrations/`.
 */

import { api } from '@/lib/fetch-client';

/** The categories a visitor can consent to; `necessary` is always on. */
export const consentCategories = ['necessary', 'analytics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/**
 * What the browser needs to start the configured services, and nothing about the others. It is
 * served by `/api/integrations/`; secrets (the reCAPTCHA secret, the SMTP password) never are.
 */
export type PublicIntegrations = {
  /** The flag defaults, used until the flag service answers and whenever it cannot. */
  flagDefaults: { show_blog: boolean };
  /** The browser asks the site's relay, never the flag service itself. */
  flags?: { appName: string; clientKey: string; usePOSTrequests: boolean };
  /** Served through the site's own origin, so it needs no consent and no third-party request. */
  plausible?: { domain: string };
  posthog?: { key: string; host: string; sessionRecording: boolean };
  gtm?: { id: string; scriptUrl: string; debug: boolean };
  recaptcha?: { siteKey: string; scriptUrl: string };
  /** Reports are sent through the site's tunnel, so the DSN's host is never contacted. */
  sentry?: { dsn: string; environment: string; tracesSampleRate: number };
  booking?: { url: string; scriptUrl: string };
};

/** Which configured services wait for which category. */
export function servicesByCategory(
  integrations: PublicIntegrations,
): Record<Exclude<ConsentCategory, 'necessary'>, string[]> {
  return {
    analytics: [
      ...(integrations.posthog ? ['posthog'] : []),
      ...(integrations.posthog?.sessionRecording ? ['sessionRecording'] : []),
    ],
    marketing: [
      ...(integrations.gtm ? ['gtm'] : []),
      ...(integrations.recaptcha ? ['recaptcha'] : []),
      ...(integrations.booking ? ['booking'] : []),
    ],
  };
}

/** The optional categories with at least one configured service: what the banner offers. */
export function offeredCategories(
  integrations: PublicIntegrations | undefined,
): Array<Exclude<ConsentCategory, 'necessary'>> {
  if (!integrations) return [];
  const services = servicesByCategory(integrations);
  return (['analytics', 'marketing'] as const).filter((category) => services[category].length > 0);
}

let loading: Promise<PublicIntegrations | undefined> | undefined;

/**
 * The configuration, fetched once per page load (through the fetch client: retried once after a
 * failure, each attempt timed out after 10 s). When it cannot be fetched, no integration
 * starts: the site works without any of them.
 */
export function loadPublicIntegrations(): Promise<PublicIntegrations | undefined> {
  loading ??= api<PublicIntegrations>('/api/integrations/', {
    headers: { accept: 'application/json' },
    // Strict: a body that is not JSON is no settings (ofetch's own parser would return it as text).
    parseResponse: JSON.parse,
  }).catch((error: unknown) => {
    console.warn('Integrations are off: their settings could not be loaded', error);
    return undefined;
  });
  return loading;
}
