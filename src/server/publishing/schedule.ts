import 'server-only';

import { scheduledEntries } from '@/content';
import { processWide } from '@/lib/process-wide';

import { publishSite } from './publish';

/** The longest a timer waits before looking again: Node's timers take at most about 24 days. */
const MAX_WAIT_MS = 60 * 60_000;

const state = () => processWide<{ timer?: NodeJS.Timeout }>('publish-schedule', () => ({}));

/**
 * Publishes again when the next scheduled post goes live, with nobody present: each instance for
 * its own pages. Called when the server starts and after every publish, which reads the content
 * anew and so lets a post whose time has come onto the site.
 */
export function scheduleNextPublish(): void {
  clearTimeout(state().timer);
  const next = Math.min(...[...scheduledEntries().values()].map((date) => date.getTime()));
  if (!Number.isFinite(next)) return;
  const wait = Math.min(Math.max(next - Date.now(), 0), MAX_WAIT_MS);
  state().timer = setTimeout(() => {
    if (Date.now() < next) return scheduleNextPublish();
    publishSite().catch((error: unknown) => {
      console.error('A scheduled post could not be published; trying again in a minute', error);
      state().timer = setTimeout(scheduleNextPublish, 60_000).unref();
    });
  }, wait).unref();
}
