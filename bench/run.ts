import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app.ts';
import { testConfig } from '../apps/api/src/config.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium.ts';

const BUDGET_KB = 140;
const dist = path.resolve('apps/web/dist');

/**
 * What Chromium really downloads before the Bengali home page shows its heading: every script
 * response until then, gzipped as the server would send it over mobile data. (Code loaded
 * when the browser is idle afterwards, such as the toast area, does not hold up the page.)
 */
async function homeInitialJs(baseUrl: string): Promise<{ files: string[]; gzipKb: number }> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
  });
  await page.goto(baseUrl);
  await page.getByRole('heading', { level: 1 }).waitFor();
  const shown = [...scripts];
  scripts.length = 0;
  scripts.push(...shown);
  await browser.close();
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(dist, file))).length, 0);
  for (const file of scripts)
    console.log(`  ${file}: ${(gzipSync(readFileSync(path.join(dist, file))).length / 1024).toFixed(1)} KB`);
  return { files: scripts, gzipKb: bytes / 1024 };
}

async function throughput(url: string, seconds = 5, connections = 32): Promise<number> {
  let done = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const response = await fetch(url);
        await response.arrayBuffer();
        done += 1;
      }
    }),
  );
  return done / seconds;
}

const bare = Fastify();
bare.get('/bare', async () => ({ success: true }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const database = await openDatabase({ inMemory: true });
await database.migrate();
const app = await buildApp({ config: testConfig({ webDist: dist }), database });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = (server: { server: Server }) => `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;

const bundle = await homeInitialJs(base(app));
console.log(`Home route initial JS: ${bundle.gzipKb.toFixed(1)} KB gzipped over ${bundle.files.length} files`);
console.log(`  ratio to the ${BUDGET_KB} KB budget: ${(bundle.gzipKb / BUDGET_KB).toFixed(2)}`);

const bareRps = await throughput(`${base(bare)}/bare`);
for (const route of ['/api/health', '/api/locations/districts/dhaka/sub-districts']) {
  const rps = await throughput(`${base(app)}${route}`);
  console.log(
    `${route}: ${rps.toFixed(0)} req/s; bare Fastify ${bareRps.toFixed(0)} req/s; ratio ${(rps / bareRps).toFixed(2)}`,
  );
}
await app.close();
await bare.close();
await database.close();
