import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

import { securityHeaders } from './src/config/security-headers';
// Validates the environment at build time, so a misconfiguration fails the build, not a request.
import './src/config/settings';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const nextConfig: NextConfig = {
  trailingSlash: true,
  // The proxy adds the trailing slash itself, in the same hop as any other redirect.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The content folder is read at run time too (the proxy knows which entries exist).
  outputFileTracingIncludes: { '/**': ['./content/**/*'] },
  reactStrictMode: true,
  headers() {
    return Promise.resolve([
      {
        source: '/:path*',
        headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })),
      },
    ]);
  },
};

export default withNextIntl(nextConfig);
