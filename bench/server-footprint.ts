import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { median, verdict, type Budget } from './budget.ts';
import { freePort, rssMb, sleep } from './processes.ts';
import { webDist } from './server.ts';

/**
 * The server process's footprint (issue 20, ADR 029): start-up time and resident memory of the
 * compiled server (`node apps/api/dist/server.js`, as `npm run start:prod` and the container run
 * it) beside the same sources run through tsx (`node --import tsx apps/api/src/server.ts`), on the
 * embedded PGlite and on PostgreSQL, each a real process on this machine. See README.md.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** Starts measured per row, in turns with the other runtime; the median is printed. */
const STARTS = 5;
/** How long a started server is left alone before its idle RSS is read. */
const IDLE_MS = 5000;
/** The burst: this many clients in a loop for this long, over the listing's requests. */
const LOAD_CLIENTS = 64;
const LOAD_MS = 6000;
const SAMPLE_EVERY_MS = 100;
/** The listing as visitors load it: API pages of cards (several filters and pages) and the server-rendered page. */
const LISTING_ROUTES = [
  ...[1, 2, 3, 4].map((page) => `/api/posts?type=sell&page=${page}&limit=12`),
  ...[1, 2].map((page) => `/api/posts?type=rent&page=${page}&limit=12`),
  '/api/posts?type=rent&division=dhaka&sort=price-asc&limit=12',
  '/api/posts?type=sell&q=flat&limit=12',
  '/Property-Buy-Sell',
];
const COMPILED = path.resolve('apps/api/dist/server.js');
const RUNTIMES = {
  compiled: ['--enable-source-maps', COMPILED],
  tsx: ['--import', 'tsx', 'apps/api/src/server.ts'],
} as const;
type Runtime = keyof typeof RUNTIMES;
const RUNTIMES_MEASURED = Object.keys(RUNTIMES) as Runtime[];
type Driver = 'pglite' | 'postgres';

/**
 * Budgets (ADR 029). Start-up: the compiled server has no TypeScript to transform, so it must start
 * faster than tsx on both drivers, by 5% at least (measured here: 0.61–0.73 on PostgreSQL, where
 * the process's own work is most of it; 0.71–0.87 on PGlite, whose WASM start weighs the same in
 * both). Memory, compiled, serving the web app (the server renderer loaded) with source maps on,
 * as in production: measured here at 178–189 MB idle on PostgreSQL (tsx: 250–256 MB), of which
 * about 15 MB are the source maps; the ceiling of 210 MB lets noise pass and catches a leak or a
 * dependency that grows it by a tenth. PGlite runs PostgreSQL itself inside the process (its WASM
 * heap and buffers): measured at 398–435 MB idle (tsx: 460–530 MB), ceiling 480 MB.
 */
const BUDGETS = {
  startRatio: { max: 0.95 },
  idlePostgresMb: { max: 210 },
  idlePgliteMb: { max: 480 },
} satisfies Record<string, Budget>;

interface Measured {
  startMs: number[];
  idleMb: number;
  loadPeakMb: number;
  afterLoadMb: number;
  requestsPerSecond: number;
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

interface Running {
  child: ChildProcess;
  url: string;
  startMs: number;
  stop(): Promise<void>;
}

/** Spawns the server and waits for `/api/health` to answer 200: the start-up time. */
async function start(runtime: Runtime, env: Record<string, string>): Promise<Running> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [...RUNTIMES[runtime]], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...(existsSync(path.join(webDist, 'index.html')) ? { WEB_DIST: webDist } : {}),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // 'close': the process has exited and its stderr has been read to the end.
  const exited = new Promise<string>((resolve) =>
    child.once('close', (code, signal) => resolve(signal ? `signal ${signal}` : `code ${code}`)),
  );
  let gone: string | undefined;
  void exited.then((how) => (gone = how));
  for (;;) {
    if (gone) throw new Error(`the ${runtime} server exited (${gone}) before answering: ${stderr}`);
    const answered = await fetch(`${url}/api/health`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (answered) break;
    await sleep(25);
  }
  const startMs = performance.now() - started;
  return {
    child,
    url,
    startMs,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The burst: clients in a loop over the listing routes; the peak RSS sampled meanwhile. */
async function burst(server: Running): Promise<{ peakMb: number; requestsPerSecond: number }> {
  const pid = server.child.pid!;
  let peakMb = rssMb(pid);
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), SAMPLE_EVERY_MS);
  let done = 0;
  const end = performance.now() + LOAD_MS;
  try {
    await Promise.all(
      Array.from({ length: LOAD_CLIENTS }, async (_, client) => {
        let next = client;
        while (performance.now() < end) {
          const route = LISTING_ROUTES[next++ % LISTING_ROUTES.length]!;
          const response = await fetch(`${server.url}${route}`, { headers: { 'accept-encoding': 'gzip' } });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${route}: ${response.status}`);
          done += 1;
        }
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  peakMb = Math.max(peakMb, rssMb(pid));
  return { peakMb, requestsPerSecond: done / (LOAD_MS / 1000) };
}

/**
 * Start-up times of both runtimes on prepared data, their starts taken in turns (compiled, tsx,
 * compiled, …) so that both meet the same load of a shared machine.
 */
async function startUps(env: Record<string, string>): Promise<Record<Runtime, number[]>> {
  const times: Record<Runtime, number[]> = { compiled: [], tsx: [] };
  for (let i = 0; i < STARTS; i++) {
    for (const runtime of RUNTIMES_MEASURED) {
      const server = await start(runtime, env);
      times[runtime].push(server.startMs);
      await server.stop();
    }
  }
  return times;
}

/** One start of a runtime: its RSS when idle, at the peak of the burst and after it. */
async function footprint(runtime: Runtime, env: Record<string, string>): Promise<Omit<Measured, 'startMs'>> {
  const server = await start(runtime, env);
  try {
    await sleep(IDLE_MS);
    const idleMb = rssMb(server.child.pid!);
    const load = await burst(server);
    await sleep(2000);
    const afterLoadMb = rssMb(server.child.pid!);
    return { idleMb, loadPeakMb: load.peakMb, afterLoadMb, requestsPerSecond: load.requestsPerSecond };
  } finally {
    await server.stop();
  }
}

/** A data folder (and, on PostgreSQL, a new database) migrated and seeded by a first compiled start. */
async function prepare(driver: Driver): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `ghorbari-bench-footprint-${driver}-`));
  const name = `ghorbari_bench_footprint_${process.pid}`;
  let env: Record<string, string> = { DATA_DIR: dataDir, SEED_DEMO: 'false' };
  if (driver === 'postgres') {
    await adminQuery(`create database ${name}`);
    const url = new URL(ADMIN_URL);
    url.pathname = `/${name}`;
    env = { ...env, DATABASE_URL: url.toString() };
  }
  const dispose = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    if (driver === 'postgres') await adminQuery(`drop database if exists ${name} with (force)`).catch(() => undefined);
  };
  try {
    const seeding = await start('compiled', { ...env, SEED_DEMO: 'true' });
    await seeding.stop();
  } catch (error) {
    await dispose();
    throw error;
  }
  return { env, dispose };
}

async function postgresReachable(): Promise<boolean> {
  return adminQuery('select 1').then(
    () => true,
    () => false,
  );
}

/** Prints the section: one row per driver and runtime, then the budgets. */
export async function footprintSection(): Promise<void> {
  const began = performance.now();
  if (!existsSync(COMPILED)) throw new Error('No compiled API in apps/api/dist: run `npm run build` first.');
  console.log(
    `Server footprint: start-up (spawn until /api/health answers, median of ${STARTS} starts taken in turns), ` +
      `resident memory idle (${IDLE_MS / 1000} s after start) and under a burst of listing requests ` +
      `(${LOAD_CLIENTS} clients, ${LOAD_MS / 1000} s), demo data:`,
  );
  console.log(
    `  ${'database'.padEnd(10)}${'runtime'.padEnd(10)}${'start-up'.padStart(10)}${'RSS idle'.padStart(11)}` +
      `${'RSS burst peak'.padStart(16)}${'RSS after'.padStart(11)}${'listing req/s'.padStart(15)}`,
  );
  const drivers: Driver[] = (await postgresReachable()) ? ['pglite', 'postgres'] : ['pglite'];
  if (drivers.length === 1) console.log(`  (PostgreSQL not reachable at ${ADMIN_URL}: its rows are skipped)`);
  const results = new Map<string, Measured>();
  let current: Awaited<ReturnType<typeof prepare>> | undefined;
  const interrupted = () => void (current?.dispose() ?? Promise.resolve()).finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  try {
    for (const driver of drivers) {
      current = await prepare(driver);
      const times = await startUps(current.env);
      for (const runtime of RUNTIMES_MEASURED) {
        const measured = { startMs: times[runtime], ...(await footprint(runtime, current.env)) };
        results.set(`${driver}/${runtime}`, measured);
        console.log(
          `  ${driver.padEnd(10)}${runtime.padEnd(10)}${seconds(median(measured.startMs)).padStart(10)}` +
            `${mb(measured.idleMb).padStart(11)}${mb(measured.loadPeakMb).padStart(16)}` +
            `${mb(measured.afterLoadMb).padStart(11)}${measured.requestsPerSecond.toFixed(0).padStart(15)}`,
        );
      }
      await current.dispose();
      current = undefined;
    }
  } finally {
    process.removeListener('SIGINT', interrupted);
    await current?.dispose();
  }

  for (const driver of drivers) {
    const compiled = results.get(`${driver}/compiled`)!;
    const tsx = results.get(`${driver}/tsx`)!;
    const ratio = median(compiled.startMs) / median(tsx.startMs);
    console.log(
      `  start-up compiled/tsx on ${driver}: ${ratio.toFixed(2)}, budget ≤ ${BUDGETS.startRatio.max} ` +
        `${verdict(ratio, BUDGETS.startRatio)}; RSS idle compiled/tsx ${(compiled.idleMb / tsx.idleMb).toFixed(2)}`,
    );
  }
  const idlePglite = results.get('pglite/compiled')!.idleMb;
  console.log(
    `  RSS idle, compiled, PGlite: ${mb(idlePglite)}, budget ≤ ${BUDGETS.idlePgliteMb.max} MB ` +
      `${verdict(idlePglite, BUDGETS.idlePgliteMb)}`,
  );
  const onPostgres = results.get('postgres/compiled');
  if (onPostgres) {
    console.log(
      `  RSS idle, compiled, PostgreSQL: ${mb(onPostgres.idleMb)}, budget ≤ ${BUDGETS.idlePostgresMb.max} MB ` +
        `${verdict(onPostgres.idleMb, BUDGETS.idlePostgresMb)}`,
    );
  }
  console.log(`  (section took ${Math.round((performance.now() - began) / 1000)} s)`);
}
