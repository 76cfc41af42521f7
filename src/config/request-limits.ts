/**
 * The largest body the server reads: a 10 MB CV with its fields, posted without JavaScript to the
 * form's server action; a longer declared body is refused unread.
 */
export const MAX_REQUEST_BODY_BYTES = 11 * 1024 * 1024;

/** An editor save (`npm run edit` only): pictures travel base64 in one JSON body (uploads.ts). */
export const MAX_EDITOR_SAVE_BYTES = 64 * 1024 * 1024;

export const EDITOR_SAVE_PATH = '/api/keystatic/update';
