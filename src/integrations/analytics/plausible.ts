import type { PublicIntegrations } from '../public-config';

export function startPlausible(config: NonNullable<PublicIntegrations['plausible']>): () => void {
  void config;
  return () => {};
}
