/** The spec's messages, as warnings: error lines are kept for what the operator must look into. */
export function logUnmatchedPath(fullPath: string): void {
  console.warn(`Page not found: ${fullPath}`);
}

export function logInvalidRouteParam(fullPath: string): void {
  console.warn(`Page Not Found: ${fullPath}`);
}
