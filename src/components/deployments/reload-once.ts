import { createReloadGuard } from '@/lib/deployments/chunk-reload';

/**
 * Reloads after a chunk failed to load (gone with an old deployment, or a blip), at most once per
 * page within `chunkReloadGuardMs`; for `DeploymentGuards` and the error boundaries alike.
 */
export const reloadOnce = createReloadGuard({
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  currentPath: () => window.location.pathname,
});
