/**
 * The spec's not-found messages. Both are a visitor's mistake, not the server's, so both are
 * warnings: error lines are kept for what the operator must look into.
 */
export function logUnmatchedPath(fullPath: string): void {
  console.warn(`Page not found: ${fullPath}`);
}

export function logInvalidRouteParam(fullPath: string): void {
  console.warn(`Page Not Found: ${fullPath}`);
}
