import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { createRedis } from '../redis.ts';
import { onPublicDataWritten, publicDataWrittenElsewhere } from './write-generation.ts';

const CHANNEL = 'ghorbari:public-writes';

/**
 * With REDIS_URL, each instance tells the others when it writes what public pages show, and
 * moves its own write generation when they do (ADR 021): answers kept for a few seconds are then
 * renewed at once everywhere, not after their time is up. Without Redis, or while it is away,
 * the time limit alone bounds how long another instance's change takes to show. Returns how to
 * stop.
 */
export function shareWriteGeneration(url: string, onError: (error: Error) => void): () => void {
  const self = randomUUID();
  const pub = createRedis(url, onError);
  const sub = new Redis(url, {
    maxRetriesPerRequest: null,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  sub.on('error', () => undefined);
  sub.subscribe(CHANNEL).catch(() => undefined);
  sub.on('message', (_channel: string, from: string) => {
    if (from !== self) publicDataWrittenElsewhere();
  });
  const stop = onPublicDataWritten(() => void pub.publish(CHANNEL, self).catch(() => undefined));
  return () => {
    stop();
    pub.disconnect();
    sub.disconnect();
  };
}
