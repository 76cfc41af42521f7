import type { PublicIntegrations } from './public-config';

export function startTagManager(config: NonNullable<PublicIntegrations['gtm']>): () => void {
  void config;
  return () => {};
}
