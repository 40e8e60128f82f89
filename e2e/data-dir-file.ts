import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the browser tests' server (e2e/serve.ts) writes its DATA_DIR, for the tests that read the
 * mails it wrote there. Outside test-results: the server may start before Playwright, which empties
 * that folder as it starts (scripts/test.mjs starts it early).
 */
export const dataDirFile = (port: number | string = process.env.E2E_PORT ?? 4317): string =>
  path.join(tmpdir(), `ghorbari-e2e-data-dir-${port}.txt`);
