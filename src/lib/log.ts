/**
 * The not-found messages of the spec's error catalogue: an unmatched path is a non-fatal 404,
 * a route whose parameter fails validation a fatal one.
 */
export function logUnmatchedPath(fullPath: string): void {
  console.warn(`Page not found: ${fullPath}`);
}

export function logInvalidRouteParam(fullPath: string): void {
  console.error(`Page Not Found: ${fullPath}`);
}
