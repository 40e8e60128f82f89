import rateLimit from '@fastify/rate-limit';
import { translateMessage, type ApiFailure } from '@ghorbari/contracts';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { fallbackRateLimitStore, localRateLimitStore } from './fallback-rate-limit-store.ts';

/**
 * The rate-limit plugin, off by default (routes set their own limits), answering with our
 * translated failure. With Redis the limits are shared by every instance; while Redis is away,
 * each instance counts on its own rather than letting every request through (ADR 034).
 */
export async function registerRateLimits(app: FastifyInstance, redis: Redis | undefined): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(redis
      ? {
          store: fallbackRateLimitStore(redis, 'ghorbari:rate:', {
            onChange: (shared) =>
              shared
                ? app.log.info('rate limits shared through Redis again')
                : app.log.warn('rate limits counted by this instance alone while Redis does not answer'),
          }),
        }
      : { store: localRateLimitStore() }),
    errorResponseBuilder: (request, context): ApiFailure & { statusCode: number } => ({
      statusCode: context.statusCode,
      success: false,
      code: 'RATE_LIMITED',
      message: translateMessage(request.lang, 'errors.rateLimited'),
    }),
  });
}
