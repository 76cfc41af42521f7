/**
 * The largest body the server reads from any request: a job application's 10 MB CV with its
 * fields, posted without JavaScript to the form's server action. A longer declared body is
 * refused before it is read.
 */
export const MAX_REQUEST_BODY_BYTES = 11 * 1024 * 1024;

/**
 * A save of the editing interface (under `npm run edit` only): its pictures travel base64-encoded
 * in one JSON body, each up to 10 MB (src/content/editor/uploads.ts).
 */
export const MAX_EDITOR_SAVE_BYTES = 64 * 1024 * 1024;

export const EDITOR_SAVE_PATH = '/api/keystatic/update';
