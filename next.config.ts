import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';

import { assertFinishedBuild } from './src/config/finished-build';
import { MAX_EDITOR_SAVE_BYTES, MAX_REQUEST_BODY_BYTES } from './src/config/request-limits';
import { securityHeaders } from './src/config/security-headers';
import { settings } from './src/config/settings';
import { exitOnInvalidSettings } from './src/settings-check';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/** The id the existing build was made with, as Next recorded it. */
function builtDeploymentId(): string | undefined {
  try {
    const file = join(__dirname, '.next', 'required-server-files.json');
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as { config?: NextConfig };
    return recorded.config?.deploymentId || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Names the deployment. Next sends it with every navigation and loads the page in full when the
 * server's differs, so a visitor holding pages of an older deployment gets the new code; the
 * pages also poll it (`/build-id.json`). Set DEPLOYMENT_ID at build time (see
 * `src/config/settings.ts`), the same for every instance of one deployment; without it each
 * build gets its own,
 * from the build time. The server reads this file again on start: it takes the id of the build
 * it serves, which the prerendered pages carry.
 */
function deploymentId(phase: string): string {
  const built = phase === PHASE_PRODUCTION_SERVER ? builtDeploymentId() : undefined;
  if (built) return built;
  // Kept in the environment: the build's worker processes load this file again and must agree.
  // (A set DEPLOYMENT_ID was checked with the other settings first.)
  process.env.DEPLOYMENT_ID ||= `build-${Date.now().toString(36)}`;
  return process.env.DEPLOYMENT_ID;
}

const nextConfig: NextConfig = {
  trailingSlash: true,
  // The proxy adds the trailing slash itself, in the same hop as any other redirect.
  skipTrailingSlashRedirect: true,
  // The proxy gets the URL as the server was asked for it. Normalised, a loopback host became
  // `localhost` in its rewrites, which Next then took for another server's URL whenever it was
  // bound to 127.0.0.1 (`next start -H 127.0.0.1`) and proxied every page to itself in a loop of
  // redirects (vercel/next.js#94745).
  skipProxyUrlNormalize: true,
  poweredByHeader: false,
  // `npm run edit` serves the editing interface on this machine, opened as localhost or by its
  // address: the development server would refuse its scripts to the latter.
  allowedDevOrigins: ['127.0.0.1'],
  // Under `npm run edit` the site is the editors' preview, shown as visitors see it: without the
  // development server's badge (an error would still open its overlay).
  devIndicators: process.env.SITE_EDITING === '1' ? false : undefined,
  // `npm start` compresses every answer itself, with brotli where the browser takes it, and says
  // so (scripts/start.mjs); under a plain `next start` Next compresses, with gzip.
  compress: process.env.SITE_SERVER_COMPRESSES !== '1',
  // Read at run time: the content (the proxy knows which entries exist) and the migrations.
  outputFileTracingIncludes: { '/**': ['./content/**/*', './drizzle/**/*'] },
  // Loaded from node_modules rather than bundled: PGlite finds its WebAssembly and data files
  // next to its code, and the rate limiter must share one drizzle-orm with the app. The
  // server-only libraries stay out of the module graph too: Turbopack's module ids get a digit
  // longer in every page's scripts once the whole graph passes 5,000 modules.
  serverExternalPackages: [
    '@electric-sql/pglite',
    'drizzle-orm',
    'pg',
    'nodemailer',
    'rate-limiter-flexible',
    'prom-client',
    'altcha-lib',
    'yaml',
    // Error reporting on the server (with OpenTelemetry), loaded only when SENTRY_DSN is set:
    // bundled, it made the build take half as long again, for code most servers never load.
    '@sentry/nextjs',
  ],
  // Pages are served from their files, not a copy in memory: a page rendered anew after a
  // publish is finished in its file as the build finishes each (src/server/publishing).
  cacheMaxMemorySize: 0,
  experimental: {
    // The stylesheet goes into each page's <head> rather than a file of its own: on a slow
    // mobile connection a second request costs a round trip before the first paint, while the
    // inlined copy costs the page about 16 KB gzip (React repeats it once in the page's payload,
    // vercel/next.js#95141). Measured with real throttling, the largest paint came 0.7 s sooner
    // (docs/performance.md).
    inlineCss: true,
    // The proxy would cut a larger body short. Larger ones than the site's are refused from
    // their headers (src/features/forms/refusal-from-headers.ts): only the editor's saves pass.
    proxyClientMaxBodySize: MAX_EDITOR_SAVE_BYTES,
    serverActions: { bodySizeLimit: MAX_REQUEST_BODY_BYTES },
  },
  reactStrictMode: true,
  images: {
    // The optimiser serves the site's own images under public/images/ and nothing else: any
    // other URL (a page, a redirect, a path that climbs out) gets a 400, never a fetch.
    localPatterns: [{ pathname: '/images/**', search: '' }],
    // The pictures are PNG masters of at most 1600 px; browsers get them as WebP, a fraction of
    // the size. AVIF would be smaller still, but encoding it takes seconds per picture, which
    // the first visitor of each size would wait for.
    formats: ['image/webp'],
    // The widths the layouts need, at one and two device pixels per CSS pixel: cards of about
    // 360 px, detail pictures up to 800 px, portraits of 72 to 240 px. Fewer sizes, fewer
    // variants for the optimiser to make and cache.
    deviceSizes: [640, 960, 1280, 1600],
    imageSizes: [96, 192, 384, 480],
  },
  headers() {
    return Promise.resolve([
      {
        source: '/:path*',
        headers: Object.entries(securityHeaders).map(([key, value]) => ({ key, value })),
      },
    ]);
  },
};

/**
 * Uploads the source maps to Sentry, so that its reports show the original code. Only when
 * SENTRY_AUTH_TOKEN, SENTRY_ORG and SENTRY_PROJECT are all set at build time: the upload needs
 * the network, and without them the config is left as it is and the build makes no request.
 */
async function withSentrySourceMaps(config: NextConfig): Promise<NextConfig> {
  const { SENTRY_AUTH_TOKEN: authToken, SENTRY_ORG: org, SENTRY_PROJECT: project } = process.env;
  if (!authToken || !org || !project) return config;
  const { withSentryConfig } = await import('@sentry/nextjs/config');
  return withSentryConfig(config, {
    org,
    project,
    authToken,
    telemetry: false,
    sourcemaps: { deleteSourcemapsAfterUpload: true },
    // The upload is all that is wanted: no route list in the pages' code, no instrumentation
    // added to the server's dependencies (the site sends no performance data from the browser).
    routeManifestInjection: false,
    buildTimeInstrumentation: false,
  });
}

export default async function config(phase: string): Promise<NextConfig> {
  // Every setting, before anything reads one: an invalid one stops the build, or the server as it
  // starts, rather than failing every request.
  exitOnInvalidSettings(process.env);
  if (phase === PHASE_PRODUCTION_SERVER) assertFinishedBuild(join(__dirname, '.next'));
  return withSentrySourceMaps(
    withNextIntl({
      ...nextConfig,
      // The editing interface, a client app, reads the repository of its GitHub mode at build time.
      env: { KEYSTATIC_GITHUB_REPO: settings.KEYSTATIC_GITHUB_REPO ?? '' },
      deploymentId: deploymentId(phase),
    }),
  );
}
