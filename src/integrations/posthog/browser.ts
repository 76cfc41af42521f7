import { AnalyticsExtensions, SessionReplayExtensions } from 'posthog-js/dist/extension-bundles';
// The slim build, with only the extensions named in `__extensionClasses` (docs/integrations.md).
import posthog, { type PostHogConfig } from 'posthog-js/dist/module.slim';

import { addAnalyticsSink } from '../analytics/events';
import { getConsent } from '../consent/store';
import type { PublicIntegrations } from '../public-config';

type PostHogSettings = NonNullable<PublicIntegrations['posthog']>;

/** Constants are set even where they equal the defaults, so that an SDK update cannot move them. */
export function postHogOptions(settings: PostHogSettings): Partial<PostHogConfig> {
  return {
    api_host: settings.host,
    // Pins the behaviour of options not named here to one release's defaults.
    defaults: '2026-08-30',
    __extensionClasses: {
      // Needed for `capture_pageview: 'history_change'`: Next navigates with the History API.
      historyAutocapture: AnalyticsExtensions.historyAutocapture,
      ...(settings.sessionRecording && {
        sessionRecording: SessionReplayExtensions.sessionRecording,
      }),
    },

    session_idle_timeout_seconds: 1800,
    request_queue_config: { flush_interval_ms: 3000 },
    rate_limiting: { events_per_second: 10, events_burst_limit: 100 },
    cookie_expiration: 365,
    surveys_request_timeout_ms: 10_000,
    properties_string_max_length: 65_535,

    capture_pageview: 'history_change',
    capture_pageleave: true,
    // Only ever reached after consent (this module is not even loaded before).
    persistence: 'localStorage+cookie',
    person_profiles: 'identified_only',
    disable_session_recording: !settings.sessionRecording,
    session_recording: { maskAllInputs: true },

    // Nothing is captured or stored before `opt_in_capturing` (`startPostHog`).
    opt_out_capturing_by_default: true,
    opt_out_persistence_by_default: true,

    // Nothing the site does not use (errors go to the error reporting), so no requests for it.
    advanced_disable_feature_flags: true,
    disable_surveys: true,
    disable_product_tours: true,
    disable_conversations: true,
    disable_web_experiments: true,
    autocapture: false,
    capture_heatmaps: false,
    capture_dead_clicks: false,
    capture_performance: false,
    capture_exceptions: false,
  };
}

let initialized = false;

/** Stopping opts out and resets, clearing its cookie and storage (a queued batch may still go). */
export function startPostHog(settings: PostHogSettings): () => void {
  if (!initialized) {
    posthog.init(settings.key, postHogOptions(settings));
    initialized = true;
  }
  // Also after a withdrawal and a new consent on the same page: the instance is still there.
  if (!posthog.has_opted_in_capturing()) posthog.opt_in_capturing({ captureEventName: false });

  const removeSink = addAnalyticsSink(({ name, props, leavingPage }) => {
    posthog.capture(
      name,
      props,
      // Sent at once, and by beacon when the page is going away, or it would be lost.
      leavingPage ? { send_instantly: true, transport: 'sendBeacon' } : undefined,
    );
  });

  return () => {
    removeSink();
    // The integrations were restarted (a layout remounted) while consent stands: keep running.
    if (getConsent().analytics) return;
    posthog.stopSessionRecording();
    posthog.opt_out_capturing();
    // With `opt_out_capturing_by_default`, the reset keeps capturing off; it also forgets the
    // stored opt-out, so no PostHog storage at all is left behind.
    posthog.reset();
  };
}
