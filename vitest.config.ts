import { defineConfig } from 'vitest/config';

/**
 * How long a unit or web test may take before it counts as hung (Vitest's own default is 5 s). A
 * web test that walks a form takes up to 3.8 s on a quiet 2-core machine. CI's machine was 1.5×
 * slower and seeds the browser tests' server beside this stage: it failed five tests of the stage
 * that all pass on a quiet machine (stop 71, 29 Nov 2026). A test that hangs still fails.
 */
const SLOW_MACHINE_TIMEOUT = 20_000;

/** Unit, web component and API integration tests; browser tests are Playwright's (e2e/). */
export default defineConfig({
  test: {
    // Four test files at a time on our 2-core machines: API suites spend much of their time
    // waiting (on PostgreSQL, sockets, child servers), and with two workers the CPUs sat 30–60%
    // idle; with four the API stage takes about 7.7 minutes instead of about 11 (issue 32).
    maxWorkers: 4,
    projects: [
      {
        test: {
          name: 'unit',
          // As the api project below: one worker loads a module once for all its files (ADR 043).
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            // The bench's relevance set, checked as data (issue 42).
            'bench/**/*.test.ts',
            // Checks of the repository itself: its documents and ADRs, and a test tree that waits for
            // the app, not the clock (issue 45).
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: SLOW_MACHINE_TIMEOUT,
        },
      },
      {
        // Web components with Testing Library: rules a user would notice, below the browser.
        test: {
          name: 'web',
          // One happy-dom, React and i18n per worker instead of per file: the unit and web tests
          // take about 27 s instead of 64 on 2 cores. setup.ts puts back what a test may change
          // (the DOM, mocks, stubbed globals, storage, timers, the language) after each test.
          isolate: false,
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: SLOW_MACHINE_TIMEOUT,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          // The suites share a worker's loaded modules instead of loading the app, Fastify, PGlite
          // and sharp again for each file: the API stage takes about 205 s instead of 295 on 2
          // cores. Each suite still has its own database and app (ADR 043).
          isolate: false,
          setupFiles: ['apps/api/test/setup.ts'],
          // The demo seed, made once per run for the suites that read it (issue 32).
          globalSetup: ['apps/api/test/global-setup.ts'],
          // PGlite takes a few seconds to start; PostgreSQL databases are created per file.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
