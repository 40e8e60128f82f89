import { LIVE_SOCKETS_PER_SESSION } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { attachLiveChannel, type LiveChannel, type LiveDeps } from './live.ts';
import { attachRedisAdapter } from './redis-adapter.ts';
import { createSessionSockets } from './session-sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    live: LiveChannel;
  }
}

/**
 * The live channel on the app's server, as `app.live`: live sockets per session counted in Redis
 * for every instance when it answers (ADR 034), events shared through Redis when REDIS_URL is
 * set, and all of it closed with the app.
 */
export function registerLiveChannel(
  app: FastifyInstance,
  {
    redis,
    redisUrl,
    ...deps
  }: Pick<LiveDeps, 'sessionUsers' | 'ownsNotification' | 'unreadCounts'> & {
    redis: Redis | undefined;
    redisUrl: string | undefined;
  },
): void {
  const sessionSockets = createSessionSockets(LIVE_SOCKETS_PER_SESSION, redis);
  app.addHook('onClose', async () => sessionSockets.close());
  app.decorate('live', attachLiveChannel(app.server, { ...deps, sessionSockets }));
  if (redisUrl) {
    const detach = attachRedisAdapter(app.live, redisUrl, app.log);
    app.addHook('onClose', async () => detach());
  }
  app.addHook('onClose', async () => {
    await app.live.close();
  });
}
