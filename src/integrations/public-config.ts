/**
 * The integrations' settings as the browser sees them: built on the server from the environment
 * (`src/config/integrations.ts`) and served by `/api/integrations/`.
 */

/** The categories a visitor can consent to; `necessary` is always on. */
export type ConsentCategory = 'necessary' | 'analytics' | 'marketing';

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
 * The configuration, fetched once per page load. When it cannot be fetched, no integration
 * starts: the site works without any of them. A plain fetch, not the fetch client: this runs on
 * every page with an integration configured, and one GET is not worth ofetch's 4 KiB.
 */
export function loadPublicIntegrations(): Promise<PublicIntegrations | undefined> {
  loading ??= fetch('/api/integrations/', { headers: { accept: 'application/json' } })
    .then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return response.json() as Promise<PublicIntegrations>;
    })
    .catch((error: unknown) => {
      console.warn('Integrations are off: their settings could not be loaded', error);
      return undefined;
    });
  return loading;
}
