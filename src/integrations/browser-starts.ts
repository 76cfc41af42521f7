import { startLazily, type BrowserStart } from './lazy-start';
import type { PublicIntegrations } from './registry';
import type { IntegrationName } from './settings-schema';

/** Gathered by the bundler, so adding one touches its folder only; flags and reCAPTCHA lack one. */
export const browserStarts = Object.fromEntries(
  Object.entries(
    // Whole modules: Turbopack renames the exports a glob's `import` option names.
    import.meta.glob<{ browserStart: BrowserStart<IntegrationName> }>('./*/browser-start.ts', {
      eager: true,
    }),
  ).map(([path, module]) => [path.split('/')[1], module.browserStart]),
) as { [Name in IntegrationName]?: BrowserStart<Name> };

export function startAnalyticsEvents({ plausible, posthog, gtm }: PublicIntegrations) {
  if (!plausible && !posthog && !gtm) return () => {};
  return startLazily(
    () => import('./analytics/scroll-depth'),
    (m) => m.startScrollDepthTracking(),
  );
}
