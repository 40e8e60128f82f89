import { healthSchema, readySchema, type Ready } from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

/** What `/api/ready` asks of Redis: the client the rate limits share (ioredis). */
export interface PingableRedis {
  ping(): Promise<string>;
}

/** What `/api/ready` asks of the file storage (apps/api/src/storage). */
export interface PingableStorage {
  ping(): Promise<boolean>;
}

export interface HealthDeps {
  database: Database;
  /** Set when REDIS_URL is: then Redis must answer for the instance to be ready. */
  redis?: PingableRedis | undefined;
  /** The file storage in use (the data folder or a bucket, ADR 028): it must answer too. */
  storage?: PingableStorage | undefined;
  /** True from the moment the process is told to stop (ADR 029). */
  shuttingDown: () => boolean;
  /** The SMS codes of the last hour and whether they look like SMS pumping (ADR 046). */
  smsAlarm?: () => Promise<NonNullable<Ready['sms']>>;
}

/** How long `/api/ready` waits for Redis or the storage before counting it down. */
const CHECK_TIMEOUT_MS = 3000;

/** Resolves false when `check` rejects, answers false, or takes longer than the timeout. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then((answer) => answer !== false), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Checks asked for at once share one run (ADR 021): a burst of probes costs each part one round trip. */
function shared<T>(run: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => (running ??= run().finally(() => (running = undefined)));
}

/**
 * `GET /api/health`: is the process up, and can it reach its database? (liveness)
 * `GET /api/ready`: should it get traffic now? (readiness, issue 20: database, Redis when set,
 * the file storage; 503 while shutting down, so a load balancer stops sending before it closes).
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthDeps> = async (
  app,
  { database, redis, storage, shuttingDown, smsAlarm },
) => {
  const ping = shared(() => database.ping());
  const pingRedis = redis ? shared(() => answers(() => redis.ping())) : undefined;
  const pingStorage = storage ? shared(() => answers(() => storage.ping())) : undefined;

  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Server and database health',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await ping();
      const body = {
        success: up,
        status: up ? ('ok' as const) : ('degraded' as const),
        database: { driver: database.driver, up },
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(up ? 200 : 503).send(body);
    },
  );

  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Whether this instance should get traffic: database, Redis and storage answer, not shutting down',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      const state = (up: boolean) => (up ? ('up' as const) : ('down' as const));
      const [db, redisUp, storageUp, sms] = await Promise.all([
        ping(),
        pingRedis?.(),
        pingStorage?.(),
        smsAlarm?.().catch(() => undefined),
      ]);
      const checks: Ready['checks'] = { database: state(db) };
      if (redisUp !== undefined) checks.redis = state(redisUp);
      if (storageUp !== undefined) checks.storage = state(storageUp);
      const allUp = Object.values(checks).every((check) => check === 'up');
      const status = shuttingDown() ? 'shutting-down' : allUp ? 'ready' : 'not-ready';
      const body: Ready = { success: status === 'ready', status, checks };
      // Redis not answering is still 503 (ADR 029); the body says the limits count here meanwhile (ADR 034).
      if (redisUp !== undefined) body.rateLimits = redisUp ? 'shared' : 'local-fallback';
      if (sms) body.sms = sms;
      return reply.status(status === 'ready' ? 200 : 503).send(body);
    },
  );
};
