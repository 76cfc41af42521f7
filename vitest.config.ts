import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

import { vitestE2eFiles } from './tests/e2e/setup/runners.mjs';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // Marks modules for the server bundle only; outside Next it has nothing to guard.
  'server-only': fileURLToPath(new URL('./tests/unit/stubs/empty.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.ts'],
          // next-intl imports `next/navigation` without an extension, which only Vite resolves.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'e2e',
          environment: 'node',
          // The files not yet moved to Playwright Test (`playwright.config.ts`).
          include: vitestE2eFiles,
          globalSetup: ['tests/e2e/setup/vitest-global-setup.ts'],
          // One production server and one browser are shared; test files run one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
});
