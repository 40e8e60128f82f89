import {
  adminActionResponseSchema,
  reviewIdSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  staffRejectBodySchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireRole, staffOf } from '../accounts/require-role.ts';
import type { ReviewModerationService } from './reviews-moderation.service.ts';

const reviewParams = z.object({ reviewId: reviewIdSchema });

/** Support's reviews queue beside the posts queue (issue 14): approve, or reject with a reason. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  moderation: ReviewModerationService;
}> = async (app, { auth, moderation }) => {
  const support = { onRequest: requireRole(auth, ['support', 'admin']) };
  const tags = ['admin'];

  app.get(
    '/api/admin/reviews',
    {
      ...support,
      schema: {
        tags,
        summary: 'Reviews of one status (pending first come, first checked) with the signals staff weigh',
        querystring: reviewQueueQuerySchema,
        response: { 200: reviewQueueResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await moderation.queue(request.query)) }),
  );

  app.post(
    '/api/admin/reviews/:reviewId/approve',
    {
      ...support,
      schema: {
        tags,
        summary: 'Publish a pending review',
        params: reviewParams,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.approve(staffOf(request), request.params.reviewId);
      return { success: true as const, message: translateMessage(request.lang, 'success.reviewApproved') };
    },
  );

  app.post(
    '/api/admin/reviews/:reviewId/reject',
    {
      ...support,
      schema: {
        tags,
        summary: 'Reject a pending or published review with a reason the reviewer reads',
        params: reviewParams,
        body: staffRejectBodySchema,
        response: { 200: adminActionResponseSchema },
      },
    },
    async (request) => {
      await moderation.reject(staffOf(request), request.params.reviewId, request.body);
      return { success: true as const, message: translateMessage(request.lang, 'success.reviewRejected') };
    },
  );
};
