import {
  paidViewsResponseSchema,
  postEventBodySchema,
  postIdSchema,
  postInsightsResponseSchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { bearerToken, requireUser, signedIn } from '../accounts/authenticate.ts';
import type { InsightsService } from './insights.service.ts';

const tags = ['insights'];

/**
 * Events one address may report per minute: generous (many phones share one carrier address),
 * it only stops a script from inflating a post's numbers.
 */
export const POST_EVENTS_PER_MINUTE = 60;

export const insightsRoutes: FastifyPluginAsyncZod<{ auth: AuthService; insights: InsightsService }> = async (
  app,
  { auth, insights },
) => {
  app.post(
    '/api/posts/:postId/events',
    {
      config: { rateLimit: { max: POST_EVENTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Count a phone number revealed or a share used on an approved post (batched; not the owner’s own)',
        params: z.object({ postId: postIdSchema }),
        body: postEventBodySchema,
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      const viewer = token ? await auth.authenticate(token).catch(() => null) : null;
      await insights.record(request.params.postId, request.body.kind, viewer);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/posts/:postId/insights',
    {
      onRequest: requireUser(auth),
      schema: {
        tags,
        summary: 'My post’s last 30 days of views, phone reveals, saves and shares, and similar posts nearby',
        params: z.object({ postId: postIdSchema }),
        response: { 200: postInsightsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await insights.ofPost(request.params.postId, signedIn(request).user)),
    }),
  );

  app.get(
    '/api/stats/paid-views',
    {
      schema: {
        tags,
        summary: 'Average views per paid and per free post over the last 30 days, and their ratio',
        response: { 200: paidViewsResponseSchema },
      },
    },
    async () => ({ success: true as const, ...(await insights.paidViews()) }),
  );
};
