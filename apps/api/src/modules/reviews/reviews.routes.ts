import {
  checkCodeBodySchema,
  checkCodeResponseSchema,
  firmIdSchema,
  firmReviewsQuerySchema,
  firmReviewsResponseSchema,
  issueCodeBodySchema,
  issuedCodeResponseSchema,
  messageResponseSchema,
  myReviewsResponseSchema,
  responseBodySchema,
  reviewCodesResponseSchema,
  reviewCreatedResponseSchema,
  reviewIdSchema,
  translateMessage,
} from '@ghorbari/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthService } from '../accounts/auth.service.ts';
import { requireUser, signedIn } from '../accounts/authenticate.ts';
import type { ReviewCodesService } from '../review-codes/review-codes.service.ts';
import { readReviewEdit, readReviewForm } from './review-form.ts';
import type { ReviewsService } from './reviews.service.ts';
import { routeGroup } from '../../http/route-group.ts';

const tags = ['reviews'];
const firmParams = z.object({ firmId: firmIdSchema });
const reviewParams = z.object({ reviewId: reviewIdSchema });

/** The member and the address they write from: both are capped in wrong codes per hour. */
const guesserOf = (request: FastifyRequest) => ({ user: signedIn(request).user, address: request.ip });

export interface ReviewsRouteDeps {
  auth: AuthService;
  codes: ReviewCodesService;
  reviews: ReviewsService;
}

/**
 * Reviews of design firms (issue 14): the owner's codes, the code step, writing a review, the
 * firm's reply, the public list, and spec §7's calls for the member's own reviews.
 */
export const reviewsRoutes: FastifyPluginAsyncZod<ReviewsRouteDeps> = async (app, { auth, codes, reviews }) => {
  const guarded = { onRequest: requireUser(auth) };
  const multipart = { consumes: ['multipart/form-data'] };
  const member = routeGroup(app, { hooks: guarded, tags, done: messageResponseSchema });
  const anyone = routeGroup(app, { hooks: {}, tags, done: messageResponseSchema });

  app.post(
    '/api/interior/:firmId/codes',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Issue a review code for a finished job (owner of an approved firm); the code is shown only here',
        params: firmParams,
        body: issueCodeBodySchema,
        response: { 201: issuedCodeResponseSchema },
      },
    },
    async (request, reply) => {
      const issued = await codes.issue(signedIn(request).user, request.params.firmId, request.body);
      return reply.status(201).send({ success: true as const, ...issued });
    },
  );

  member.get(
    '/api/interior/:firmId/codes',
    {
      summary: 'The firm’s review codes, newest first, each open, used or expired (owner)',
      params: firmParams,
      response: reviewCodesResponseSchema,
    },
    async (request) => ({ codes: await codes.list(signedIn(request).user, request.params.firmId) }),
  );

  app.post(
    '/api/interior/:firmId/review-code',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Check a review code before rating; wrong codes are capped per account and address per hour',
        params: firmParams,
        body: checkCodeBodySchema,
        response: { 200: checkCodeResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await codes.check(guesserOf(request), request.params.firmId, request.body.code)),
    }),
  );

  app.post(
    '/api/interior/:firmId/reviews',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Write a review with a code: multipart "data" (code, rating, review JSON) and up to 2 "images"',
        ...multipart,
        params: firmParams,
        response: { 201: reviewCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      const form = await readReviewForm(request);
      const { reviewId, match } = await reviews.create(
        guesserOf(request),
        request.params.firmId,
        form.body,
        form.images,
      );
      // A code issued for another number: the review is taken but held for support (ADR 051).
      const message = translateMessage(
        request.lang,
        match === 'other-number' ? 'success.reviewHeldOtherNumber' : 'success.feedbackThanks',
      );
      return reply.status(201).send({ success: true as const, message, reviewId, match });
    },
  );

  anyone.get(
    '/api/interior/:firmId/reviews',
    {
      summary: 'A listed firm’s approved reviews, newest approved first',
      params: firmParams,
      querystring: firmReviewsQuerySchema,
      response: firmReviewsResponseSchema,
    },
    (request) => reviews.ofFirm(request.params.firmId, request.query),
  );

  member.put(
    '/api/interior/reviews/:reviewId/response',
    {
      summary: 'The firm’s public reply to an approved review (owner); writing again replaces it',
      params: reviewParams,
      body: responseBodySchema,
    },
    'success.responseSaved',
    (request) => reviews.respond(signedIn(request).user, request.params.reviewId, request.body.response),
  );

  member.get(
    '/api/profile/getUserPostsReview',
    { summary: 'My reviews and the firms they are of', response: myReviewsResponseSchema },
    async (request) => ({ ...(await reviews.mine(signedIn(request).user)), message: '' }),
  );

  member.put(
    '/api/profile/updateUserPostReview/:reviewId',
    {
      summary:
        'Edit my review: multipart reviewId, review, rating, keepImages and removeImages (JSON lists), images; ' +
        'it goes back to review',
      ...multipart,
      params: reviewParams,
    },
    'success.reviewUpdated',
    async (request) => {
      const form = await readReviewEdit(request);
      await reviews.update(signedIn(request).user, request.params.reviewId, form.edit, form.images);
    },
  );
  member.delete(
    '/api/reviews/:reviewId',
    { summary: 'Delete my review', params: reviewParams },
    'success.reviewDeleted',
    (request) => reviews.remove(signedIn(request).user, request.params.reviewId),
  );
};
