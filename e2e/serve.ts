/**
 * Starts the real server for the browser tests: the built web app, a fresh embedded database
 * in a temporary folder (removed on exit), and demo data, as a new user would have it.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dataDirFile } from './data-dir-file.ts';

// E2E_WEB_DIST lets parallel runs each serve their own build.
const webDist = path.resolve(process.env.E2E_WEB_DIST ?? 'apps/web/dist');
if (!existsSync(path.join(webDist, 'index.html'))) {
  console.error('The web app is not built: run `npm run build` first (npm test does).');
  process.exit(1);
}
const dataDir = mkdtempSync(path.join(tmpdir(), 'ghorbari-e2e-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
// Tests read the mails the server writes to DATA_DIR/outbox (no SMTP here): say where it is.
const dataDirNote = dataDirFile(process.env.PORT);
writeFileSync(dataDirNote, dataDir);
process.on('exit', () => rmSync(dataDirNote, { force: true }));

process.env.DATA_DIR = dataDir;
process.env.WEB_DIST = webDist;
process.env.HOST = '127.0.0.1';
process.env.SEED_DEMO = 'true';
process.env.LOG_LEVEL = 'warn';
// Tests that sign in through the API say which client they are (X-Forwarded-For), so the
// per-address sign-in cap applies to each of them, not to all the tests together.
process.env.TRUST_PROXY = 'true';
delete process.env.DATABASE_URL;

const { startServer } = await import('../apps/api/src/start-server.ts');
const { registerTestClock } = await import('./test-clock.ts');
// The browser tests' own routes (a clock handed to the availability sweep): added here only, never
// by the production entry point (apps/api/src/server.ts), so no setting can turn them on there.
await startServer({ beforeListen: registerTestClock }).catch((error: unknown) => {
  console.error('Ghorbari failed to start:', error);
  process.exit(1);
});
