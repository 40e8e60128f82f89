import { Redis } from 'ioredis';

/**
 * The optional Redis connection (REDIS_URL): shared state between instances. It must never
 * take the server down: commands fail fast while Redis is away, and callers fall back.
 */
export function createRedis(url: string, onError: (error: Error) => void): Redis {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    connectTimeout: 2000,
    // A Redis whose connection stalls (open, nothing answering) fails a command after this long,
    // so callers fall back instead of hanging the request (ADR 034).
    commandTimeout: 1000,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) onError(error);
    reported = true;
  });
  redis.on('ready', () => {
    reported = false;
  });
  return redis;
}
