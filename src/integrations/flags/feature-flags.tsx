'use client';

import type { PublicIntegrations } from '../public-config';

export function FeatureFlags(props: {
  settings: NonNullable<PublicIntegrations['flags']>;
  defaults: PublicIntegrations['flagDefaults'];
}) {
  void props;
  return null;
}
