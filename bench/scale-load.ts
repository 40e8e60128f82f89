import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * HTTP load as autocannon makes it (issue 17): `connections` kept-alive connections each sending
 * its next request when the last one is answered, for `seconds`; with `rate`, at most that many
 * requests per second over all of them (autocannon's `overallRate`), each latency timed from its
 * sending. It runs in a child process, so the load's own work does not share the server's event
 * loop.
 */
/** How the sections saturate a route: this many connections, warmed briefly, then measured. */
export const CONNECTIONS = 20;
export const WARM_SECONDS = 0.5;
export const SATURATE_SECONDS = 3;

export interface LoadJob {
  url: string;
  /** Several URLs instead of `url` (a mix of searches): each request the next of them in turn. */
  urls?: string[];
  seconds: number;
  connections: number;
  /** Requests per second over all connections; none: as fast as answers come. */
  rate?: number;
}
export interface LoadResult {
  requests: number;
  /** Requests answered per second. */
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 200, and failed connections. */
  errors: number;
}

const CHILD = '--scale-load-child';

/** The load tool: one child process, given one job at a time. */
export async function startLoad(): Promise<{ run(job: LoadJob): Promise<LoadResult>; close(): void }> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), [CHILD], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('error', reject);
  });
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run(job) {
      const result = queue.then(
        () =>
          new Promise<LoadResult>((resolve, reject) => {
            child.once('message', (message: LoadResult | { error: string }) =>
              'error' in message ? reject(new Error(message.error)) : resolve(message),
            );
            child.send(job);
          }),
      );
      queue = result.catch(() => undefined);
      return result;
    },
    close: () => void child.kill(),
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function runJob(job: LoadJob): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: job.connections });
  const latencies: number[] = [];
  let errors = 0;
  let issued = 0;
  let turn = 0;
  const start = performance.now();
  const end = start + job.seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const sent = performance.now();
      const target = job.urls?.length ? job.urls[turn++ % job.urls.length]! : job.url;
      const request = http.get(target, { agent }, (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) latencies.push(performance.now() - sent);
          else errors += 1;
          resolve();
        });
      });
      request.on('error', () => {
        errors += 1;
        resolve();
      });
    });
  await Promise.all(
    Array.from({ length: job.connections }, async () => {
      for (;;) {
        if (job.rate) {
          // The next slot of an even schedule over all connections.
          const wait = start + (issued++ * 1000) / job.rate - performance.now();
          if (wait > 0) await sleep(wait);
        }
        if (performance.now() >= end) return;
        await once();
      }
    }),
  );
  agent.destroy();
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

if (process.argv.includes(CHILD) && process.send) {
  const send = process.send.bind(process);
  process.on('message', (job: LoadJob) => {
    runJob(job).then(send, (error: unknown) => send({ error: String(error) }));
  });
  // Ends with its parent, however that ends.
  process.on('disconnect', () => process.exit(0));
  send('ready');
}
