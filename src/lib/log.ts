/** The spec's not-found messages: an unmatched path is a non-fatal 404, a bad parameter fatal. */
export function logUnmatchedPath(fullPath: string): void {
  console.warn(`Page not found: ${fullPath}`);
}

export function logInvalidRouteParam(fullPath: string): void {
  console.error(`Page Not Found: ${fullPath}`);
}
