import { createRequire } from 'node:module';
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Callback = Parameters<FastifyRateLimitStore['incr']>[1];
type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
/** @fastify/rate-limit's own stores, which its package neither exports by name nor types. */
interface Store extends FastifyRateLimitStore {
  read(key: string, callback: Callback, timeWindow: number, max: number): void;
  child(routeOptions: RouteOptions): Store;
}
type StoreClass = new (continueExceeding: boolean, exponentialBackoff: boolean, ...rest: unknown[]) => Store;
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreClass;

/**
 * After a Redis command failed, how long the limits count in memory without asking Redis again: a
 * Redis that stalls (its connection open, nothing answering) costs one command timeout, not one per
 * request.
 */
const RETRY_SHARED_AFTER_MS = 2000;

/**
 * @fastify/rate-limit's LocalStore answers with the very object it keeps counting in, and the
 * plugin reads the count from it only after an `await`: a burst of requests from one address
 * all read the burst's final count, so 60 at once against a limit of 30 were all refused (issue
 * 39). Each answer is copied as it is given, so the first `max` of a burst pass and the rest do not.
 */
function copied(callback: Callback): Callback {
  return (error, result) => callback(error, result && { ...result });
}

/** @fastify/rate-limit's in-memory store, counting a burst exactly (see `copied`): the store without Redis. */
export function localRateLimitStore(): FastifyRateLimitStoreCtor {
  class LocalCopyStore implements FastifyRateLimitStore {
    private readonly local: Store;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }, store?: Store) {
      this.local = store ?? new LocalStore(options.continueExceeding === true, options.exponentialBackoff === true);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.local.incr(key, copied(callback), timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.local.read(key, copied(callback), timeWindow, max);
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new LocalCopyStore({}, this.local.child(routeOptions));
    }
  }
  return LocalCopyStore;
}

export interface FallbackEvents {
  /** The counts moved to this instance's memory (Redis failed), or back to Redis. */
  onChange(shared: boolean): void;
}

/**
 * A store for @fastify/rate-limit (ADR 034): the counts are in Redis, shared by every instance,
 * while Redis answers; while it does not (the client is not connected, or a command failed), they
 * are in this instance's memory, @fastify/rate-limit's own LocalStore, so a limit still holds on
 * each instance instead of letting every request through (`skipOnError`, issue 28). Back in Redis
 * as soon as it answers: the counts of the outage stay behind in memory.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  nameSpace: string,
  events: FallbackEvents,
): FastifyRateLimitStoreCtor {
  let shared = true;
  let retrySharedAt = 0;
  const use = (next: boolean) => {
    if (next !== shared) events.onChange(next);
    shared = next;
  };
  const sharedNow = () => redis.status === 'ready' && Date.now() >= retrySharedAt;

  class FallbackStore implements FastifyRateLimitStore {
    private readonly shared: Store;
    private readonly local: Store;

    constructor(options: { continueExceeding?: boolean; exponentialBackoff?: boolean }, stores?: [Store, Store]) {
      const continueExceeding = options.continueExceeding === true;
      const exponentialBackoff = options.exponentialBackoff === true;
      [this.shared, this.local] = stores ?? [
        new RedisStore(continueExceeding, exponentialBackoff, redis, nameSpace),
        new LocalStore(continueExceeding, exponentialBackoff),
      ];
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count('incr', key, callback, timeWindow, max);
    }

    read(key: string, callback: Callback, timeWindow: number, max: number): void {
      this.count('read', key, callback, timeWindow, max);
    }

    private count(method: 'incr' | 'read', key: string, callback: Callback, timeWindow: number, max: number) {
      if (!sharedNow()) {
        use(false);
        return this.local[method](key, copied(callback), timeWindow, max);
      }
      this.shared[method](
        key,
        (error, result) => {
          if (!error) {
            use(true);
            return callback(null, result);
          }
          retrySharedAt = Date.now() + RETRY_SHARED_AFTER_MS;
          use(false);
          this.local[method](key, copied(callback), timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      return new FallbackStore({}, [this.shared.child(routeOptions), this.local.child(routeOptions)]);
    }
  }
  return FallbackStore;
}
