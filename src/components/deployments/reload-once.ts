import { createReloadGuard } from '@/lib/deployments/chunk-reload';

/** At most once per page within `chunkReloadGuardMs`, for the deployment guards and error pages. */
export const reloadOnce = createReloadGuard({
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  currentPath: () => window.location.pathname,
});
