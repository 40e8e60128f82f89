import type { FastifyInstance } from 'fastify';
import { shareWriteGeneration } from '../db/share-write-generation.ts';
import { publicDataGeneration, publicDataWritten } from '../db/write-generation.ts';

/**
 * A write through this instance shows at once in the answers kept (ADR 021): once more after
 * the request that made it, its transaction committed by then. Requests that wrote nothing
 * public (a visit recorded, a notification read) leave the kept answers alone. With Redis,
 * every instance hears of the others' writes.
 */
export function registerKeptAnswers(app: FastifyInstance, redisUrl: string | undefined): void {
  const generationAtStart = new WeakMap<object, number>();
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') generationAtStart.set(request, publicDataGeneration());
  });
  app.addHook('onResponse', async (request) => {
    const before = generationAtStart.get(request);
    if (before !== undefined && before !== publicDataGeneration()) publicDataWritten();
  });
  if (redisUrl) {
    const stop = shareWriteGeneration(redisUrl, (error) =>
      app.log.warn({ err: error.message }, 'redis unavailable for kept answers'),
    );
    app.addHook('onClose', async () => stop());
  }
}
