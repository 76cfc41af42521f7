import type { PublicIntegrations } from '../public-config';

export function startPostHog(config: NonNullable<PublicIntegrations['posthog']>): () => void {
  void config;
  return () => {};
}
