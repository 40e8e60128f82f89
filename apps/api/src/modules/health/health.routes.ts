import { healthSchema } from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';

/** `GET /api/health`: is the server up, and can it reach its database? */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  // Checks asked for at once share one `select 1` (ADR 021): a load balancer's and a monitor's
  // checks under load cost the database one round trip, each answered by a check it waited for.
  let checking: Promise<boolean> | undefined;
  const ping = () => (checking ??= database.ping().finally(() => (checking = undefined)));
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
};
