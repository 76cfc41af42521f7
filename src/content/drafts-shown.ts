import { AsyncLocalStorage } from 'node:async_hooks';

import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external.js';

import { editingLocally } from './editor/mode';

/** Set while the proxy or a preview's route checks a page with the drafts, or without them. */
const previewCheck = new AsyncLocalStorage<boolean>();

/** Runs `check` with the drafts `shown` or not, whatever the request's draft mode says. */
export const withDraftsShown = <T>(shown: boolean, check: () => T): T =>
  previewCheck.run(shown, check);

/**
 * Whether this call reads the content with its drafts and scheduled entries: under
 * `npm run edit`, in the proxy's check of a preview, and in a page Next renders in draft mode,
 * which the proxy admits for signed-in editors only (src/server/publishing/preview.ts). Next's
 * own store says so synchronously, as the content's readers are (listed in docs/architecture.md).
 */
export function draftsShown(): boolean {
  return (
    editingLocally() ||
    (previewCheck.getStore() ?? workAsyncStorage.getStore()?.isDraftMode === true)
  );
}
