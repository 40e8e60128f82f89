import { defineConfig } from 'vitest/config';

/** Unit, web component and API integration tests; browser tests are Playwright's (e2e/). */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'apps/api/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // Web components with Testing Library: rules a user would notice, below the browser.
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['apps/api/test/setup.ts'],
          // PGlite takes a few seconds to start; PostgreSQL databases are created per file.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
