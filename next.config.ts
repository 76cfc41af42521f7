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
  // Read at run time: the content (the proxy knows which entries exist) and the migrations.
  outputFileTracingIncludes: { '/**': ['./content/**/*', './drizzle/**/*'] },
  // Loaded from node_modules rather than bundled: PGlite finds its WebAssembly and data files
  // next to its code, and the rate limiter must share one drizzle-orm with the app.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'drizzle-orm',
    'pg',
    'nodemailer',
    'rate-limiter-flexible',
  ],
  experimental: {
    // A job application carries a CV of up to 10 MB plus its fields, through the proxy (which
    // would cut a larger body short) to the API or, without JavaScript, to a server action.
    proxyClientMaxBodySize: '11mb',
    serverActions: { bodySizeLimit: '11mb' },
  },
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
