/**
 * The header that carries the newest version of the content the interface was loaded from: sent
 * by the server with the files (live-save.ts), and back by the interface with each save
 * (editor-chrome.tsx), so that a save on a form another editor has changed since is refused.
 */
export const CONTENT_VERSION_HEADER = 'x-content-version';
