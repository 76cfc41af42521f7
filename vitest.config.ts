import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  // Marks modules for the server bundle only; outside Next it has nothing to guard.
  'server-only': fileURLToPath(new URL('./tests/support/empty-module.ts', import.meta.url)),
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
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'tooling/**/*.test.ts'],
          // next-intl imports `next/navigation` without an extension, which only Vite resolves.
          server: { deps: { inline: ['next-intl'] } },
        },
      },
    ],
  },
});
