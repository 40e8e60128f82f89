import { successSchema, visitorRecordSchema } from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { VisitorsService } from './visitors.service.ts';

/**
 * Visits one address may record per minute. Generous, because many phones here share one
 * carrier address (CGNAT); it only stops a script from flooding the statistics.
 */
export const VISIT_RATE_LIMIT_PER_MINUTE = 300;

export const visitorsRoutes: FastifyPluginAsyncZod<{ visitors: VisitorsService }> = async (app, { visitors }) => {
  app.post(
    '/api/dvd',
    {
      config: { rateLimit: { max: VISIT_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['visitors'],
        summary: 'Record one visit (month name and device type)',
        body: visitorRecordSchema,
        response: { 201: successSchema },
      },
    },
    async (request, reply) => {
      await visitors.record(request.body);
      return reply.status(201).send({ success: true as const });
    },
  );
};
