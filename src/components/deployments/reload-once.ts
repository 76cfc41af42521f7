import { createReloadGuard } from '@/lib/deployments/chunk-reload';

/**
 * Reloads the page after a code chunk failed to load (an older deployment's file that is gone,
 * a network blip), at most once per page within 10 s. Shared by the window listeners in
 * `DeploymentGuards` and the error boundaries, which catch such errors during rendering first.
 */
export const reloadOnce = createReloadGuard({
  storage: () => window.sessionStorage,
  reload: () => window.location.reload(),
  currentPath: () => window.location.pathname,
});
