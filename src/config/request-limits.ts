/** Room for a 10 MB CV with its fields, posted without JavaScript to a job page's server action. */
export const MAX_REQUEST_BODY_BYTES = 11 * 1024 * 1024;

/** Text forms' server actions repeat the fields in their state: a few times the longest message. */
export const MAX_TEXT_FORM_BYTES = 64 * 1024;

/** `npm run edit` only: pictures travel base64 in one JSON body (uploads.ts). */
export const MAX_EDITOR_SAVE_BYTES = 64 * 1024 * 1024;

export const EDITOR_API_PATH = '/api/keystatic/';
export const EDITOR_SAVE_PATH = `${EDITOR_API_PATH}update`;

export const EDITOR_HISTORY_PATH = `${EDITOR_API_PATH}history/`;
export const MAX_EDITOR_FORM_BYTES = 4 * 1024;
