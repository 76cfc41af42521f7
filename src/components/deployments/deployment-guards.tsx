'use client';

import { useEffect } from 'react';

import { isChunkLoadError } from '@/lib/deployments/chunk-reload';
import { fetchDeploymentId, fullLoadUrl, pollDeployment } from '@/lib/deployments/deployment-poll';

import { reloadOnce } from './reload-once';

/**
 * Reloads on an uncaught `import()` or ChunkLoadError, not a failed `<script>`: the router preloads
 * prefetched links' chunks, and that must not reload a page under a visitor filling in a form.
 */
function watchChunkErrors(): () => void {
  const onError = (event: ErrorEvent) => {
    if (isChunkLoadError(event.error ?? event.message)) reloadOnce();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) reloadOnce();
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

/** Captured on the window, before the link's own handler, which leaves a prevented click alone. */
function loadNextNavigationInFull(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement)) return;
    const url = fullLoadUrl(event, link, new URL(window.location.href));
    if (!url) return;
    event.preventDefault();
    window.location.assign(url);
  };
  window.addEventListener('click', onClick, true);
  return () => window.removeEventListener('click', onClick, true);
}

type DeploymentGuardsProps = {
  /** The deployment that built this page; without one there is nothing to compare. */
  deploymentId?: string;
  pollIntervalMs?: number;
};

/**
 * Next loads a navigation that reaches the server in full once a new deployment is out; this covers
 * the pages the router already holds.
 */
export function DeploymentGuards({ deploymentId, pollIntervalMs }: DeploymentGuardsProps) {
  useEffect(watchChunkErrors, []);

  useEffect(() => {
    if (!deploymentId) return;
    let stopIntercepting: (() => void) | undefined;
    const stopPolling = pollDeployment({
      currentId: deploymentId,
      fetchLatestId: () => fetchDeploymentId(),
      onNewDeployment: () => {
        stopIntercepting = loadNextNavigationInFull();
      },
      intervalMs: pollIntervalMs,
    });
    return () => {
      stopPolling();
      stopIntercepting?.();
    };
  }, [deploymentId, pollIntervalMs]);

  return null;
}
