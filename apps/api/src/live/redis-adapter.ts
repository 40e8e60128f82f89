import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { createRedis } from '../redis.ts';
import type { LiveServer } from './live.ts';

/**
 * With REDIS_URL, socket.io's Redis adapter carries room events between API instances, so a
 * notification created on one reaches a socket connected to another. A Redis outage must not
 * crash the server: a failed publish is swallowed (the event then reaches this instance's
 * sockets only, and clients resync from the API when they reconnect), and the subscriber
 * waits for Redis and subscribes again when it is back.
 */
export function attachRedisAdapter(io: LiveServer, url: string, log: FastifyBaseLogger): () => void {
  const warn = (error: Error) => log.warn({ err: error.message }, 'redis unavailable for the live channel');
  const pub = createRedis(url, warn);
  const publish = pub.publish.bind(pub);
  pub.publish = ((channel: string | Buffer, message: string | Buffer) =>
    publish(channel, message).catch((error: unknown) => {
      log.debug({ err: (error as Error).message }, 'live event not published');
      return 0;
    })) as typeof pub.publish;
  const sub = new Redis(url, {
    maxRetriesPerRequest: null,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  let reported = false;
  sub.on('error', (error: Error) => {
    if (!reported) warn(error);
    reported = true;
  });
  sub.on('ready', () => {
    reported = false;
  });
  // (Un)subscriptions wait in ioredis's queue while Redis is away; closing the server then rejects
  // them ("Connection is closed"), and the adapter never catches them: an unhandled rejection.
  const dropped = (error: unknown) => log.debug({ err: (error as Error).message }, 'live subscription dropped');
  for (const method of ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'] as const) {
    const call = sub[method].bind(sub) as (...names: string[]) => Promise<unknown>;
    Object.assign(sub, { [method]: (...names: string[]) => call(...names).catch(dropped) });
  }
  io.adapter(createAdapter(pub, sub, { key: 'ghorbari:live' }));
  return () => {
    pub.disconnect();
    sub.disconnect();
  };
}
