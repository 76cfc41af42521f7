import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  eventFiltersIntegration,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
  type ErrorEvent,
} from '@sentry/nextjs';

import type { PublicIntegrations } from '../public-config';
import { dataCollection } from './data-collection';

/** The site's tunnel (`src/app/api/monitoring/route.ts`); every API path ends in a slash. */
const tunnel = '/api/monitoring/';

/** Where an error was seen: the window's handlers, or an error page (a React error boundary). */
export type ErrorSource = 'error' | 'unhandledrejection' | 'error-page';

// Uncaught errors are marked unhandled, as Sentry's own global handlers mark them; an error page
// caught its error and tells the visitor, like a `captureException` in the app's code.
const mechanisms = {
  error: { type: 'auto.browser.global_handlers.onerror', handled: false },
  unhandledrejection: { type: 'auto.browser.global_handlers.onunhandledrejection', handled: false },
  'error-page': { type: 'generic', handled: true },
} as const satisfies Record<ErrorSource, object>;

/** The page's address without query and fragment, which may carry tokens or email addresses. */
function withoutQuery(event: ErrorEvent): ErrorEvent {
  if (event.request?.url) event.request.url = event.request.url.replace(/[?#].*$/, '');
  return event;
}

/** Built from its parts, as Sentry documents: `init()` pulls in every default integration. */
export function createErrorReporter(
  config: NonNullable<PublicIntegrations['sentry']>,
): (error: unknown, source: ErrorSource) => void {
  const client = new BrowserClient({
    dsn: config.dsn,
    environment: config.environment,
    tunnel,
    transport: makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [
      // Drops the usual noise ("Script error." from other origins, ResizeObserver warnings).
      eventFiltersIntegration(),
      dedupeIntegration(),
      linkedErrorsIntegration(),
      httpContextIntegration(),
    ],
    dataCollection,
    // Reports about dropped reports would be requests of their own, of no use to anyone here.
    sendClientReports: false,
    beforeSend: withoutQuery,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();

  return (error, source) => {
    scope.captureException(error, { mechanism: mechanisms[source] });
  };
}
