import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './e2e/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://127.0.0.1:${port}`;

/** Browser tests: Debian's Chromium against the built app, served with its own fresh database. */
export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: process.env.CI === 'true',
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    baseURL,
    trace: 'off',
    // The service worker (issue 19) is tested by its own spec, which allows it; elsewhere a worker
    // installing in the background of every new context only adds load and timing to the runs.
    serviceWorkers: 'block',
    // One renderer for the site in each context: a worker's kept context (e2e/fixtures.ts) has a
    // tab open on the site, so a test's new tab starts in a renderer that is already warm.
    launchOptions: { executablePath: chromiumPath(), args: [...CHROMIUM_ARGS, '--process-per-site'] },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 768 }, channel: undefined },
    },
  ],
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    url: `${baseURL}/api/health`,
    env: { PORT: String(port) },
    // scripts/test.mjs starts it early, while the unit and API tests run, so its demo data is
    // seeded by the time the browser tests start (E2E_SERVER_STARTED); else Playwright starts it.
    reuseExistingServer: process.env.E2E_SERVER_STARTED === '1',
    timeout: 90_000,
    stdout: 'ignore',
    stderr: 'pipe',
    // The server shuts down as in production (ADR 029) and its exit removes the temporary data
    // folder; Playwright's default SIGKILL would leave one in the temp folder per run.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
