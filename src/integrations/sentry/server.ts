import 'server-only';

import type * as SentrySdk from '@sentry/nextjs';
import type { Instrumentation } from 'next';

import { integrationSettings } from '@/integrations/registry';
import type { IntegrationSettings } from '@/integrations/settings-schema';

import { dataCollection } from './data-collection';

// Only its type here: the SDK itself is imported when it is started.
let sentry: typeof SentrySdk | undefined;

export async function startServerErrorReporting(
  settings: IntegrationSettings = integrationSettings,
): Promise<void> {
  if (!settings.SENTRY_DSN) return;
  try {
    const sdk = await import('@sentry/nextjs');
    sdk.init({
      dsn: settings.SENTRY_DSN,
      environment: settings.SENTRY_ENVIRONMENT,
      tracesSampleRate: settings.SENTRY_TRACES_SAMPLE_RATE,
      dataCollection,
    });
    sentry = sdk;
  } catch (error) {
    // The site works without error reporting; it must not fail to start because of it.
    console.error('Error reporting is off: Sentry could not be started', error);
  }
}

export const reportRequestError: Instrumentation.onRequestError = (error, request, context) => {
  // The path goes into the report as it is, query included, which `dataCollection` does not
  // filter; a query can carry a token (the unsubscribe links do).
  const path = request.path.replace(/[?#].*$/, '');
  sentry?.captureRequestError(error, { ...request, path }, context);
};
