import {
  reviewIdSchema,
  reviewQueueQuerySchema,
  reviewQueueResponseSchema,
  staffRejectBodySchema,
} from '@ghorbari/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { staffOf, staffRoutes } from '../accounts/require-role.ts';
import type { ReviewModerationService } from './reviews-moderation.service.ts';

const reviewParams = z.object({ reviewId: reviewIdSchema });

/** Support's reviews queue beside the posts queue (issue 14): approve, or reject with a reason. */
export const reviewsAdminRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  moderation: ReviewModerationService;
}> = async (app, { auth, moderation }) => {
  const support = staffRoutes(app, auth, ['support', 'admin']);

  support.get(
    '/api/admin/reviews',
    {
      summary: 'Reviews of one status (pending first come, first checked) with the signals staff weigh',
      querystring: reviewQueueQuerySchema,
      response: reviewQueueResponseSchema,
    },
    (request) => moderation.queue(request.query),
  );
  support.post(
    '/api/admin/reviews/:reviewId/approve',
    { summary: 'Publish a pending review', params: reviewParams },
    'success.reviewApproved',
    (request) => moderation.approve(staffOf(request), request.params.reviewId),
  );
  support.post(
    '/api/admin/reviews/:reviewId/reject',
    {
      summary: 'Reject a pending or published review with a reason the reviewer reads',
      params: reviewParams,
      body: staffRejectBodySchema,
    },
    'success.reviewRejected',
    (request) => moderation.reject(staffOf(request), request.params.reviewId, request.body),
  );
};
