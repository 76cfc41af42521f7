/**
 * The largest body the server reads from any request: a job application's 10 MB CV with its
 * fields, posted without JavaScript to the form's server action. A longer declared body is
 * refused before it is read.
 */
export const MAX_REQUEST_BODY_BYTES = 11 * 1024 * 1024;
