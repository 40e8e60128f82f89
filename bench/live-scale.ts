import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { newToken, sha256 } from '../apps/api/src/auth/secrets.ts';
import { verdict, type Budget } from './budget.ts';
import type { LoadCommand, LoadMember, LoadReply } from './live-load.ts';
import { freePort, rssMb, sleep } from './processes.ts';

/**
 * The live channel at scale (issue 21, ADR 031): N signed-in members, each with a socket, on the
 * real server (a process, PostgreSQL, Redis) and then on two instances behind the Redis adapter.
 * `npm run bench -- live [N…]` or `node --import tsx bench/live-scale.ts [N…]`. See README.md.
 */
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const LIVE_SIZES = [1000, 5000, 10_000];
/** One load-generator process per this many sockets. */
const SOCKETS_PER_LOADER = 5000;
/** Sockets being opened at once per load generator. */
const CONNECTS_IN_FLIGHT = 100;
/** The burst: this many notifications, back to back, to one member with this many sockets. */
const BURST_NOTIFICATIONS = 100;
const BURST_SOCKETS = 10;
/** Staff requests in flight while the notifications go out. */
const SENDERS = 16;
/** The unrelated route, asked one request at a time. */
const PROBE_ROUTE = '/api/locations/districts/dhaka/sub-districts';
const IDLE_PROBES = 200;
/** Source addresses on the loopback range, so one address's port range never runs out. */
const SOURCE_ADDRESSES = Array.from({ length: 8 }, (_, index) => `127.0.0.${index + 2}`);
const ARRIVAL_WAIT_MS = 15_000;
/** How long the server's memory is followed after the storm, a sample a second. */
const STORM_SETTLE_S = 20;
/** BENCH_LIVE_INSTANCES=1: one instance only (quicker, while tuning). */
const INSTANCES = process.env.BENCH_LIVE_INSTANCES === '1' ? [1] : [1, 2];
/** BENCH_LIVE_STORMS_ONLY=1: connect, then the two storms, without the notifications (quicker, while tuning). */
const STORMS_ONLY = process.env.BENCH_LIVE_STORMS_ONLY === '1';

/**
 * The server holds one file descriptor per socket: at 20,000 members it ran out at a soft limit of
 * 20,000 (its connections reset, issue 39). It is started under `ulimit -n` raised to
 * OPEN_FILES where the process may (root with CAP_SYS_RESOURCE), else to the hard limit, and the
 * driver says when that is too few.
 */
const OPEN_FILES = 65_536;
const RAISE_OPEN_FILES = `ulimit -n ${OPEN_FILES} 2>/dev/null || ulimit -n "$(ulimit -Hn)"; exec "$0" "$@"`;

/** A process's soft limit of open files, from /proc (Linux). */
function openFilesOf(pid: number): number {
  const soft = /Max open files\s+(\d+|unlimited)/.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'))?.[1];
  return soft === undefined || soft === 'unlimited' ? Infinity : Number(soft);
}

/** A process's CPU time so far, user + system, in seconds (Linux: /proc, 100 ticks a second). */
function cpuSecondsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Targets of issue 21. */
const BUDGETS = {
  deliveryShare: { min: 1 },
  p99Ms: { max: 1000 },
  twoInstancesRatio: { max: 1.5 },
  busyRatio: { max: 2 },
  stormMemoryRatio: { max: 1.1 },
  /** Issue 39: every member back within 15 s, no handshake refused (a phone tries only 5 times). */
  stormMs: { max: 15_000 },
  refused: { max: 0 },
} satisfies Record<string, Budget>;

const mb = (value: number) => `${value.toFixed(0)} MB`;

function percentile(values: number[], share: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
}

const agent = new Agent({ keepAlive: true, maxSockets: SENDERS * 2 });
/** One HTTP call from the driver: status and milliseconds. */
function call(url: string, method: 'GET' | 'POST', token?: string, body?: object) {
  const started = performance.now();
  const payload = body ? JSON.stringify(body) : undefined;
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (answer) => {
        answer.resume();
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, ms: performance.now() - started }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

interface Instance {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** The server as `npm start` runs it (through tsx, so this checkout's sources), on a free port. */
async function startServer(env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // Through a shell that raises the open-files limit first (one descriptor per socket, issue 39).
  const child = spawn(
    'sh',
    [
      '-c',
      RAISE_OPEN_FILES,
      process.execPath,
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'apps/api/src/server.ts',
    ],
    {
      env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${stderr}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer within 120 s: ${stderr}`);
    const ok = await call(`${url}/api/health`, 'GET').then(
      (answer) => answer.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(200);
  }
  return {
    child,
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await Promise.race([exited, sleep(20_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    },
  };
}

/** A private Redis on a free port: the adapter's channels and the rate limits collide with nothing else. */
async function startRedis(): Promise<{ url: string; stop(): void }> {
  const port = await freePort();
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {
      stdio: 'ignore',
    },
  );
  await sleep(300);
  if (child.exitCode !== null) throw new Error('redis-server did not start');
  return { url: `redis://127.0.0.1:${port}`, stop: () => child.kill('SIGTERM') };
}

/** N members and one support member, straight into the tables, each with a session as sign-in makes it. */
async function createMembers(url: string, count: number) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const expires = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    const members = await client.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, name)
       SELECT 'live-' || i || '@bench.invalid', 'not-a-password', 'Member ' || i FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [count],
    );
    const staff = await client.query<{ id: string }>(
      `INSERT INTO users (email, password_hash, name, role)
       VALUES ('live-support@bench.invalid', 'not-a-password', 'Support', 'support') RETURNING id`,
    );
    const ids = [...members.rows.map((row) => row.id), staff.rows[0]!.id];
    const tokens = ids.map(() => newToken());
    await client.query(
      `INSERT INTO sessions (user_id, token_hash, expires_at)
       SELECT user_id, token_hash, $3 FROM unnest($1::uuid[], $2::text[]) AS s(user_id, token_hash)`,
      [ids, tokens.map(sha256), expires],
    );
    return {
      members: members.rows.map((row, index) => ({ id: row.id, token: tokens[index]! })),
      staffToken: tokens.at(-1)!,
    };
  } finally {
    await client.end();
  }
}

/** A load-generator child process, and its replies one at a time. */
function startLoader() {
  const child = fork(fileURLToPath(new URL('./live-load.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const waiting: { resolve: (reply: LoadReply) => void; reject: (error: Error) => void }[] = [];
  // A load generator that failed or died fails the measurement (the driver cleans up), not the process.
  const fail = (error: Error) => {
    for (const { reject } of waiting.splice(0)) reject(error);
  };
  child.on('message', (reply: LoadReply) => {
    if (reply.type === 'fatal') return fail(new Error(`load generator: ${reply.message}`));
    waiting.shift()?.resolve(reply);
  });
  child.on('exit', (code) => fail(new Error(`load generator exited (${code})`)));
  return {
    child,
    ask<T extends LoadReply['type']>(command: LoadCommand): Promise<Extract<LoadReply, { type: T }>> {
      return new Promise((resolve, reject) => {
        if (!child.connected) return reject(new Error('load generator gone'));
        waiting.push({ resolve: resolve as (reply: LoadReply) => void, reject });
        child.send(command);
      });
    },
  };
}
type Loader = ReturnType<typeof startLoader>;

/** Probes the unrelated route one request at a time until `until` resolves (or `count` requests). */
async function probe(url: string, until: Promise<unknown> | number): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  if (typeof until !== 'number') void until.finally(() => (done = true));
  // A reset connection is a failed probe, not the end of the bench; `count` bounds the tries.
  for (let tries = 0; typeof until === 'number' ? tries < until : !done; tries += 1) {
    const answer = await call(`${url}${PROBE_ROUTE}`, 'GET').catch(() => undefined);
    if (answer) times.push(answer.ms);
  }
  return times;
}

/**
 * Sends one staff notification per entry of `userIds` through `POST /api/admin/notifications`,
 * `SENDERS` in flight; with `perSecond`, paced to that rate overall.
 */
async function sendAll(url: string, staffToken: string, userIds: string[], tag: string, perSecond?: number) {
  let next = 0;
  let failed = 0;
  const started = performance.now();
  const sender = async () => {
    while (next < userIds.length) {
      const index = next++;
      if (perSecond) {
        const due = started + (index * 1000) / perSecond - performance.now();
        if (due > 0) await sleep(due);
      }
      const answer = await call(`${url}/api/admin/notifications`, 'POST', staffToken, {
        userId: userIds[index],
        title: `${tag} ${index}`,
        message: 'Bench message',
      }).catch(() => undefined);
      if (answer?.status !== 201) failed += 1;
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return { failed, ms: performance.now() - started };
}

/** Waits until the load generators have `expected` arrivals under `tag` (or the wait runs out). */
async function arrivals(loaders: Loader[], tag: string, expected: number) {
  const latencies: number[] = [];
  const deadline = Date.now() + ARRIVAL_WAIT_MS;
  for (;;) {
    for (const loader of loaders) {
      const { latencies: got } = await loader.ask<'collected'>({ type: 'collect' });
      latencies.push(...(got[tag] ?? []));
    }
    if (latencies.length >= expected || Date.now() > deadline) return latencies;
    await sleep(250);
  }
}

interface Row {
  label: string;
  sockets: number;
  failedConnects: number;
  connectMs: number;
  kbPerSocket: number;
  all: {
    share: number;
    p50: number;
    p95: number;
    p99: number;
    sendMs: number;
    saturatedRate: number;
    failedSends: number;
  };
  burst: { share: number; p50: number; p95: number; p99: number };
  idleMs: number;
  busyMs: number;
  storm: {
    ms: number;
    /** The server's CPU time during the storm (user + system, every instance): little changed by a loaded machine. */
    cpuS: number;
    back: number;
    serverErrors: number;
    failed: number;
    refused: Record<string, number>;
    steadyMb: number;
    peakMb: number;
    afterMb: number;
    settledMb: number;
    /** The second storm: its time, 5xx, sockets not back, and the RSS STORM_SETTLE_S after it. */
    again: { ms: number; serverErrors: number; failed: number; refused: number; settledMb: number };
  };
}

function delivery(latencies: number[], expected: number) {
  return {
    share: latencies.length / expected,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
  };
}

/** One measurement: N members on `instances` servers sharing the database and Redis. */
async function measure(count: number, instances: number): Promise<Row> {
  const database = `ghorbari_bench_live_${process.pid}_${count}_${instances}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database}`);
  await admin.query(`CREATE DATABASE ${database}`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${database}`;
  const redis = await startRedis();
  const dirs: string[] = [];
  const servers: Instance[] = [];
  const loaders: Loader[] = [];
  const envFor = () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ghorbari-bench-live-'));
    dirs.push(dataDir);
    return { DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: databaseUrl.toString(), REDIS_URL: redis.url };
  };
  /** Load generators, servers, Redis, data folders and the database, gone (also on Ctrl-C). */
  const dispose = async () => {
    for (const loader of loaders.splice(0)) {
      if (loader.child.connected) loader.child.send({ type: 'close' } satisfies LoadCommand);
      await Promise.race([new Promise((resolve) => loader.child.once('exit', resolve)), sleep(10_000)]);
      if (loader.child.exitCode === null) loader.child.kill('SIGKILL');
    }
    await Promise.all(servers.splice(0).map((server) => server.stop()));
    redis.stop();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
    await admin.end().catch(() => undefined);
  };
  const interrupted = () => void dispose().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    // The first start migrates; the second instance starts on the migrated database.
    servers.push(await startServer(envFor()));
    if (instances === 2) servers.push(await startServer(envFor()));
    const openFiles = Math.min(...servers.map((server) => openFilesOf(server.child.pid!)));
    if (openFiles < count + 1000) {
      console.log(`  (the server may open ${openFiles} files only, too few for ${count} sockets: raise ulimit -Hn)`);
    }
    const urls = servers.map((server) => server.url);
    const [first] = servers;
    const { members, staffToken } = await createMembers(databaseUrl.toString(), count);
    await probe(first!.url, 20); // warm-up
    const idle = await probe(first!.url, IDLE_PROBES);
    await sleep(1000);
    const baseMb = servers.reduce((sum, server) => sum + rssMb(server.child.pid!), 0);

    // Connect: every member's socket, the burst member with several, split over the load generators.
    const burstMember = members[0]!;
    const loaderCount = Math.ceil(count / SOCKETS_PER_LOADER);
    for (let index = 0; index < loaderCount; index += 1) loaders.push(startLoader());
    const shares: LoadMember[][] = loaders.map(() => []);
    members.forEach((member, index) =>
      shares[index % loaderCount]!.push({ token: member.token, sockets: member === burstMember ? BURST_SOCKETS : 1 }),
    );
    const connected = await Promise.all(
      loaders.map((loader, index) =>
        loader.ask<'connected'>({
          type: 'connect',
          urls,
          members: shares[index]!,
          sourceAddresses: SOURCE_ADDRESSES,
          inFlight: CONNECTS_IN_FLIGHT,
        }),
      ),
    );
    const sockets = connected.reduce((sum, reply) => sum + reply.sockets, 0);
    const failedConnects = connected.reduce((sum, reply) => sum + reply.failed, 0);
    const connectMs = Math.max(...connected.map((reply) => reply.ms));
    await sleep(3000);
    const steadyMb = servers.reduce((sum, server) => sum + rssMb(server.child.pid!), 0);

    // A staff notification to every member, sent to the first instance: the first fifth as fast as
    // the server takes them (the saturating rate), the rest at half that rate with the unrelated
    // route probed meanwhile (the load a server is run at, as in the search-at-scale section).
    const skipped = { share: Number.NaN, p50: Number.NaN, p95: Number.NaN, p99: Number.NaN };
    let all: Row['all'] = { ...skipped, sendMs: Number.NaN, saturatedRate: Number.NaN, failedSends: 0 };
    let burst = skipped;
    let busy: number[] = [];
    if (!STORMS_ONLY) {
      const ids = members.map((member) => member.id);
      const head = Math.ceil(count / 5);
      const saturated = await sendAll(first!.url, staffToken, ids.slice(0, head), 'all');
      const rate = head / (saturated.ms / 1000) / 2;
      const sending = sendAll(first!.url, staffToken, ids.slice(head), 'all', rate);
      const [probed, paced] = await Promise.all([probe(first!.url, sending), sending]);
      busy = probed;
      const failedSends = saturated.failed + paced.failed;
      const expectedAll = count - failedSends + (BURST_SOCKETS - 1);
      all = {
        ...delivery(await arrivals(loaders, 'all', expectedAll), count + BURST_SOCKETS - 1),
        sendMs: saturated.ms + paced.ms,
        saturatedRate: rate * 2,
        failedSends,
      };

      // A burst to one member with several sockets.
      await sendAll(first!.url, staffToken, Array<string>(BURST_NOTIFICATIONS).fill(burstMember.id), 'burst');
      const expectedBurst = BURST_NOTIFICATIONS * BURST_SOCKETS;
      burst = delivery(await arrivals(loaders, 'burst', expectedBurst), expectedBurst);
    }

    // The reconnect storm: every socket dropped at once.
    await sleep(2000);
    const before = servers.reduce((sum, server) => sum + rssMb(server.child.pid!), 0);
    let peakMb = before;
    const sampler = setInterval(() => {
      peakMb = Math.max(
        peakMb,
        servers.reduce((sum, server) => sum + rssMb(server.child.pid!), 0),
      );
    }, 100);
    const cpuBefore = servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid!), 0);
    const stormed = await Promise.all(loaders.map((loader) => loader.ask<'stormed'>({ type: 'storm' })));
    const cpuS = servers.reduce((sum, server) => sum + cpuSecondsOf(server.child.pid!), 0) - cpuBefore;
    clearInterval(sampler);
    // Then every second for STORM_SETTLE_S: 3 s after, as a storm leaves it, and once the garbage
    // collector has had the time to give back what the replaced connections took.
    const after: number[] = [];
    for (let second = 1; second <= STORM_SETTLE_S; second += 1) {
      await sleep(1000);
      after.push(servers.reduce((sum, server) => sum + rssMb(server.child.pid!), 0));
    }
    // A second storm: what a storm leaves must be used again by the next, not added to (same target).
    const again = await Promise.all(loaders.map((loader) => loader.ask<'stormed'>({ type: 'storm' })));
    await sleep(STORM_SETTLE_S * 1000);
    const againMb = servers.reduce((sum, server) => sum + rssMb(server.child.pid!), 0);
    return {
      label: instances === 1 ? 'one instance' : 'two instances + Redis',
      sockets,
      failedConnects,
      connectMs,
      kbPerSocket: ((steadyMb - baseMb) * 1024) / sockets,
      all,
      burst,
      idleMs: percentile(idle, 0.5),
      busyMs: percentile(busy, 0.5),
      storm: {
        ms: Math.max(...stormed.map((reply) => reply.ms)),
        cpuS,
        back: stormed.reduce((sum, reply) => sum + reply.back, 0),
        serverErrors: stormed.reduce((sum, reply) => sum + reply.serverErrors, 0),
        failed: stormed.reduce((sum, reply) => sum + reply.failed, 0),
        refused: stormed
          .flatMap((reply) => Object.entries(reply.refused))
          .reduce<Record<string, number>>(
            (all, [reason, times]) => ({ ...all, [reason]: (all[reason] ?? 0) + times }),
            {},
          ),
        steadyMb: before,
        peakMb,
        afterMb: after[2]!,
        settledMb: after.at(-1)!,
        again: {
          ms: Math.max(...again.map((reply) => reply.ms)),
          serverErrors: again.reduce((sum, reply) => sum + reply.serverErrors, 0),
          failed: again.reduce((sum, reply) => sum + reply.failed, 0),
          refused: again.reduce((sum, reply) => sum + Object.values(reply.refused).reduce((a, b) => a + b, 0), 0),
          settledMb: againMb,
        },
      },
    };
  } finally {
    process.removeListener('SIGINT', interrupted);
    process.removeListener('SIGTERM', interrupted);
    await dispose();
  }
}

const ms = (value: number) => `${Math.round(value)} ms`;
const ok = (value: number, budget: Budget) => verdict(value, budget);

function print(count: number, rows: Row[]) {
  const [one, two] = rows;
  const columns = rows.map((row) => row.label);
  // What BENCH_LIVE_STORMS_ONLY did not measure is shown as a dash.
  const shown = (cell: string) => (STORMS_ONLY && cell.includes('NaN') ? '—' : cell);
  const line = (name: string, cells: string[], target = '') =>
    console.log(`  ${name.padEnd(44)}${cells.map((cell) => shown(cell).padEnd(48)).join('')}${target}`);
  console.log(
    `\nLive channel, N = ${count.toLocaleString('en')} members (+${BURST_SOCKETS - 1} sockets of the burst member):`,
  );
  line('', columns, 'target');
  line(
    'sockets connected (failed)',
    rows.map((row) => `${row.sockets} (${row.failedConnects})`),
  );
  line(
    'time to connect them all',
    rows.map((row) => `${(row.connectMs / 1000).toFixed(2)} s`),
  );
  line(
    'server RSS per socket',
    rows.map((row) => `${row.kbPerSocket.toFixed(1)} KB`),
  );
  line(
    'to every member: delivered',
    rows.map((row) => `${(row.all.share * 100).toFixed(2)}% ${ok(row.all.share, BUDGETS.deliveryShare)}`),
    '100%',
  );
  line(
    '  write→arrival p50 / p95 / p99',
    rows.map((row) => `${ms(row.all.p50)} / ${ms(row.all.p95)} / ${ms(row.all.p99)} ${ok(row.all.p99, BUDGETS.p99Ms)}`),
    'p99 ≤ 1000 ms',
  );
  line(
    '  sent in; saturated writes/s (failed)',
    rows.map(
      (row) =>
        `${(row.all.sendMs / 1000).toFixed(1)} s; ${row.all.saturatedRate.toFixed(0)}/s (${row.all.failedSends})`,
    ),
  );
  line(
    `burst ${BURST_NOTIFICATIONS} to one member × ${BURST_SOCKETS}`,
    rows.map((row) => `${(row.burst.share * 100).toFixed(2)}% ${ok(row.burst.share, BUDGETS.deliveryShare)}`),
    '100%',
  );
  line(
    '  write→arrival p50 / p95 / p99',
    rows.map(
      (row) => `${ms(row.burst.p50)} / ${ms(row.burst.p95)} / ${ms(row.burst.p99)} ${ok(row.burst.p99, BUDGETS.p99Ms)}`,
    ),
    'p99 ≤ 1000 ms',
  );
  line(
    'unrelated route p50 busy/idle',
    rows.map((row) => {
      const ratio = row.busyMs / row.idleMs;
      const times = `${row.busyMs.toFixed(1)}/${row.idleMs.toFixed(1)} ms`;
      return `${times} = ${ratio.toFixed(2)} ${ok(ratio, BUDGETS.busyRatio)}`;
    }),
    '≤ 2×',
  );
  line(
    'reconnect storm: all back and reloaded',
    rows.map(
      (row) => `${(row.storm.ms / 1000).toFixed(2)} s, ${row.storm.back} back ${ok(row.storm.ms, BUDGETS.stormMs)}`,
    ),
    '≤ 15 s',
  );
  line(
    '  server CPU time during it',
    rows.map((row) => `${row.storm.cpuS.toFixed(1)} s`),
  );
  line(
    '  5xx / not back',
    rows.map((row) => `${row.storm.serverErrors} / ${row.storm.failed}`),
    '0 / 0',
  );
  line(
    '  handshakes refused',
    rows.map((row) => {
      const reasons = Object.entries(row.storm.refused);
      const total = reasons.reduce((sum, [, times]) => sum + times, 0);
      const listed = reasons.map(([reason, times]) => `${times} ${reason}`).join(', ') || 'none';
      return `${listed} ${ok(total, BUDGETS.refused)}`;
    }),
    'none',
  );
  line(
    `  RSS steady → peak → 3 s → ${STORM_SETTLE_S} s after`,
    rows.map((row) => {
      const ratio = row.storm.settledMb / row.storm.steadyMb;
      const { steadyMb, peakMb, afterMb, settledMb } = row.storm;
      const sizes = [steadyMb, peakMb, afterMb, settledMb].map(mb).join(' → ');
      return `${sizes} = ${ratio.toFixed(2)} ${ok(ratio, BUDGETS.stormMemoryRatio)}`;
    }),
    `${STORM_SETTLE_S} s after ≤ 1.1× steady`,
  );
  line(
    `second storm: back; 5xx / not back; refused`,
    rows.map((row) => {
      const { ms, serverErrors, failed, refused } = row.storm.again;
      return `${(ms / 1000).toFixed(2)} s ${ok(ms, BUDGETS.stormMs)}; ${serverErrors} / ${failed}; ${refused}`;
    }),
    '≤ 15 s; 0 / 0; 0',
  );
  line(
    `  RSS ${STORM_SETTLE_S} s after it, to steady`,
    rows.map((row) => {
      const ratio = row.storm.again.settledMb / row.storm.steadyMb;
      return `${mb(row.storm.again.settledMb)} = ${ratio.toFixed(2)} ${ok(ratio, BUDGETS.stormMemoryRatio)}`;
    }),
    '≤ 1.1× steady',
  );
  if (one && two) {
    const ratio = two.all.p99 / one.all.p99;
    const verdictOfRatio = ok(ratio, BUDGETS.twoInstancesRatio);
    console.log(
      `  two instances' p99 to every member against one's: ${ratio.toFixed(2)} ${verdictOfRatio} (target ≤ 1.5×)`,
    );
  }
}

export async function liveSection(sizes: number[] = LIVE_SIZES): Promise<void> {
  console.log(
    'Live channel at scale (issue 21): the server as a process on PostgreSQL with a private Redis, ' +
      'sockets from separate load-generator processes.',
  );
  for (const count of sizes) {
    const rows: Row[] = [];
    for (const instances of INSTANCES) rows.push(await measure(count, instances));
    print(count, rows);
  }
  agent.destroy();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const sizes = process.argv
    .slice(2)
    .map(Number)
    .filter((value) => value > 0);
  await liveSection(sizes.length ? sizes : LIVE_SIZES);
}
