/**
 * The largest body the server reads: a 10 MB CV with its fields, posted without JavaScript to the
 * form's server action on a job page; a longer declared body is refused unread.
 */
export const MAX_REQUEST_BODY_BYTES = 11 * 1024 * 1024;

/**
 * A post to any other page: the server actions of forms of text fields (contact, newsletter,
 * unsubscribe link), whose state repeats the fields, within a few times their longest message.
 */
export const MAX_TEXT_FORM_BYTES = 64 * 1024;

/** An editor save (`npm run edit` only): pictures travel base64 in one JSON body (uploads.ts). */
export const MAX_EDITOR_SAVE_BYTES = 64 * 1024 * 1024;

/** The editor's API (`src/app/api/keystatic/`), and where it saves. */
export const EDITOR_API_PATH = '/api/keystatic/';
export const EDITOR_SAVE_PATH = `${EDITOR_API_PATH}update`;

/** The history's forms on a live site: restore a version, undo the last publish. */
export const EDITOR_HISTORY_PATH = `${EDITOR_API_PATH}history/`;
export const MAX_EDITOR_FORM_BYTES = 4 * 1024;
