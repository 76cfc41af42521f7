import { startLazily, type BrowserStart } from './lazy-start';
import type { PublicIntegrations } from './registry';
import type { IntegrationName } from './settings-schema';

/**
 * The integrations' browser starts, each from `<name>/browser-start.ts` and gathered by the
 * bundler, so that adding one touches only its folder; without the file (flags, reCAPTCHA) the
 * part of the page that uses it starts it.
 */
export const browserStarts = Object.fromEntries(
  Object.entries(
    // Whole modules: Turbopack renames the exports a glob's `import` option names.
    import.meta.glob<{ browserStart: BrowserStart<IntegrationName> }>('./*/browser-start.ts', {
      eager: true,
    }),
  ).map(([path, module]) => [path.split('/')[1], module.browserStart]),
) as { [Name in IntegrationName]?: BrowserStart<Name> };

/** The statistics' own events (scroll depth) go to whichever of these runs. */
export function startAnalyticsEvents({ plausible, posthog, gtm }: PublicIntegrations) {
  if (!plausible && !posthog && !gtm) return () => {};
  return startLazily(
    () => import('./analytics/scroll-depth'),
    (m) => m.startScrollDepthTracking(),
  );
}
