#!/usr/bin/env node
import { BUILD_TIME_SETTINGS, ensureBuild } from './lib/build.mjs';
import { parseCommandLine } from './lib/command-line.mjs';

parseCommandLine({
  usage: `Usage: npm run build

Builds the site for production: prepares pictures that still carry a camera's data, runs
next build, then the steps after it (each page's stylesheet sent once, its largest
first-screen picture brought forward, compile hints for the framework's scripts, scripts and
stylesheets compressed with brotli). Records a fingerprint of the sources and build-time
settings in .next/source-fingerprint, so that npm start serves this build without building
again. When a build of the same sources and
settings exists, it does nothing; a second build started meanwhile waits for the first one.

Options:
  -h, --help   print this text

Environment:
  ${BUILD_TIME_SETTINGS.join(', ')}
        baked into the build and its fingerprint: a change to one builds again
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG
        baked into the editing interface, but not into the fingerprint: after a change,
        delete .next and build again
  SENTRY_AUTH_TOKEN, SENTRY_ORG, SENTRY_PROJECT
        all three set: the build uploads its source maps to Sentry (SENTRY_URL for a
        self-hosted one)
  Every setting is checked at build time; docs/operations.md describes them.
`,
});

ensureBuild();
