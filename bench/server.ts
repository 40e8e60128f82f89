import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { ANSWER_CACHE_DEFAULT_MS, testConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { seedDemoData } from '../apps/api/src/seed/demo.ts';
import { openDiskStorage } from '../apps/api/src/storage/disk.ts';

/** The built web app under test: BENCH_WEB_DIST, or what `npm run build` writes. */
export const webDist = path.resolve(process.env.BENCH_WEB_DIST ?? 'apps/web/dist');

export const baseUrl = (server: { server: Server }) =>
  `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

/**
 * The app as a first visitor finds it after `npm start`: the built web app and the demo seed
 * (approved sell and rent posts with photos), on an in-memory database and a temporary data
 * folder for the photos, listening on a real port so browsers and Lighthouse can reach it.
 */
export async function startApp() {
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`No built web app in ${webDist}: run \`npm run build\` first (or set BENCH_WEB_DIST).`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ghorbari-bench-'));
  const database = await openDatabase({ inMemory: true });
  try {
    await database.migrate();
    await seedDemoData(database.db, { now: new Date(), storage: openDiskStorage(dataDir) });
    // Answers kept as `npm start` keeps them (ADR 021).
    // Behind a proxy as in production: the flood of wider searches comes from many addresses (issue 39).
    const config = testConfig({ webDist, dataDir, answerCacheMs: ANSWER_CACHE_DEFAULT_MS, trustProxy: true });
    const app = await buildApp({ config, database });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      url: baseUrl(app),
      app,
      /** The demo data's database, for a section that judges what the pages show (issue 63). */
      database,
      async close() {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

/** The same answer as the API's cheapest route, with nothing behind it: the yardstick for throughput. */
export async function startBare() {
  const bare = Fastify();
  bare.get('/bare', async () => ({ success: true }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${baseUrl(bare)}/bare`, close: () => bare.close() };
}
