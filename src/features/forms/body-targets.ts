import 'server-only';

import {
  EDITOR_API_PATH,
  EDITOR_HISTORY_PATH,
  EDITOR_SAVE_PATH,
  MAX_EDITOR_FORM_BYTES,
  MAX_EDITOR_SAVE_BYTES,
  MAX_REQUEST_BODY_BYTES,
  MAX_TEXT_FORM_BYTES,
} from '@/config/request-limits';
import {
  editingEnabled,
  editingNeedsSignIn,
  editorNotFound,
  savesOnThisServer,
} from '@/content/editor/mode';
import { applicationEndpoint } from '@/features/application/endpoint';
import { contactEndpoint } from '@/features/contact/endpoint';
import { editorRefusalBeforeBody } from '@/features/editor-sign-in/access';
import { MAX_ONE_CLICK_BODY_BYTES } from '@/features/newsletter/service';
import type { Locale } from '@/i18n/locales';
import { MAX_FLAG_CLIENT_BODY_BYTES } from '@/integrations/flags/relay';
import { MAX_EVENT_BYTES } from '@/integrations/plausible/relay';
import { maxEnvelopeBytes } from '@/integrations/sentry/tunnel';
import { beaconRefusal } from '@/integrations/vitals/collect';
import { matchRoute } from '@/routes/match';
import type { Pathname } from '@/routes/registry';
import { countLead } from '@/server/metrics/leads';
import { MAX_BEACON_BYTES } from '@/server/vitals/beacon';

import type { LeadEndpoint } from './lead';
import { refusalBeforeBody } from './lead-endpoint';

/** What a post to one target may send: the most its route reads, and what its headers decide. */
export type BodyTarget = {
  maxBytes: number;
  /** Refusals from the headers besides the length: another site, media type, rate limit. */
  refusal?: (headers: Headers, locale: Locale) => Promise<Response | undefined>;
};

export const NO_BODY: BodyTarget = { maxBytes: 0 };

/** A lead endpoint's refusals, counted in the metrics as its endpoint counts its own. */
const leadTarget = (endpoint: LeadEndpoint): BodyTarget => ({
  maxBytes: endpoint.maxBytes,
  refusal: async (headers, locale) => {
    const response = await refusalBeforeBody({ headers }, endpoint, locale);
    if (response) countLead(endpoint.form, 'refused');
    return response;
  },
});

/** Any other API path reads no body; each limit is declared beside the code that reads the body. */
export const apiBodyTargets: Readonly<Record<`/api/${string}/`, BodyTarget>> = {
  [contactEndpoint.path]: leadTarget(contactEndpoint),
  [applicationEndpoint.path]: leadTarget(applicationEndpoint),
  '/api/vitals/': { maxBytes: MAX_BEACON_BYTES, refusal: beaconRefusal },
  '/api/stats/event/': { maxBytes: MAX_EVENT_BYTES },
  '/api/flags/proxy/': { maxBytes: MAX_FLAG_CLIENT_BODY_BYTES },
  '/api/flags/proxy/client/metrics/': { maxBytes: MAX_FLAG_CLIENT_BODY_BYTES },
  '/api/monitoring/': { maxBytes: maxEnvelopeBytes },
  '/api/unsubscribe/': { maxBytes: MAX_ONE_CLICK_BODY_BYTES },
  // The server's own request to publish (publishSite) sends nothing.
  '/api/publish/': NO_BODY,
};

const pagesWithUploads: ReadonlySet<Pathname> = new Set(['/jobs/[job]']);

/**
 * Absent while editing is off; a save reads a body, as do the history's forms on a live site.
 * Behind sign-in, only a signed-in editor's posts are read at all.
 */
function editorTarget(pathname: string): BodyTarget {
  if (!editingEnabled()) return { maxBytes: 0, refusal: async () => editorNotFound() };
  const maxBytes =
    pathname === EDITOR_SAVE_PATH && savesOnThisServer()
      ? MAX_EDITOR_SAVE_BYTES
      : pathname === EDITOR_HISTORY_PATH && editingNeedsSignIn()
        ? MAX_EDITOR_FORM_BYTES
        : NO_BODY.maxBytes;
  if (!editingNeedsSignIn()) return { maxBytes };
  return { maxBytes, refusal: (headers) => editorRefusalBeforeBody(pathname, headers) };
}

/** Other pages, and paths of none (the not-found page has the newsletter form), take text only. */
export function bodyTargetOf(pathname: string): BodyTarget {
  if (pathname.startsWith(EDITOR_API_PATH)) return editorTarget(pathname);
  if (pathname.startsWith('/api/')) {
    // Some clients post without the trailing slash (the flag client's metrics), served as sent.
    const path = pathname.endsWith('/') ? pathname : `${pathname}/`;
    return apiBodyTargets[path as `/api/${string}/`] ?? NO_BODY;
  }
  const page = matchRoute(pathname)?.pathname;
  return {
    maxBytes: page && pagesWithUploads.has(page) ? MAX_REQUEST_BODY_BYTES : MAX_TEXT_FORM_BYTES,
  };
}
