export function startScrollDepthTracking(): () => void {
  return () => {};
}
